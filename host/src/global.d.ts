declare const __SECTION_NAME__: string;
declare const __IS_HOST__: boolean;
