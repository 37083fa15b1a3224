/** Where the host's server answers the remotes' addresses (the sections' layout; webpack's DefinePlugin). */
declare const __REMOTES_JSON_PATH__: string;
