export { createAppStore, type AppDispatch, type AppStore, type AppStoreOptions, type RootState } from './createAppStore';
