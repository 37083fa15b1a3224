// Types of servingRules.cjs for the API's TypeScript (the servers and scripts read it as JavaScript).
export declare const API_PREFIX: string;
export declare const LIVE_SHELL_HEADER: string;
export declare const RENDERER_FILES: Record<string, string>;
export declare const FILE_PATH: RegExp;
export declare const HASHED_FILE: RegExp;
export declare const SNAPSHOT_PATH: RegExp;
export declare const CACHE_CONTROL: { hashed: string; revalidate: string };
export declare function cacheControlFor(pathname: string): string;
export declare function servingOf(pathname: string, search: string, remotesJsonPath: string, liveShell: boolean): 'api' | 'remotes' | 'rendererFile' | 'file' | 'live' | 'snapshot';
