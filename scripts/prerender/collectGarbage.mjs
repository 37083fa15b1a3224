// A full collection of this process's heap, on demand. V8 collects when its heap reaches a limit
// it sets from what was alive the last time, so garbage a closed visitor left (the objects of its
// draws) stayed in the worker's memory long after: its Node grew to 200 MB. The flag
// that exposes `gc` may be set while the process runs; `gc` is then found in a new context.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');

/** @type {() => void} */
export const collectGarbage = runInNewContext('gc');
