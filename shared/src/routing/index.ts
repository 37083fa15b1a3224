export * from './sitePaths';
