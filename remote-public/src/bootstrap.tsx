// Standalone mode of remote-public, after the async boundary of index.ts. In the composed site the
// host provides the store, router and theme instead, and never loads this file.
import { startStandalone } from './standalone';

startStandalone();
