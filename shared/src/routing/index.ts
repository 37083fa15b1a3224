export * from './sitePaths';
export * from './pageTitles';
export * from './returnPath';
export * from './apiPaths';
export * from './lazyParts';
