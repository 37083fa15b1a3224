export { renderStandalone, StandaloneApp, type StandaloneOptions } from './renderStandalone';
