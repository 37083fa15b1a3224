// The loader's build entry (host/webpack.config.js): runs it as the page parses.
import { runLoader } from './loader';

runLoader();
