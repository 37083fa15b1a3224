// What a bench's figures were taken on: the machine, and how busy it was.
import os from 'node:os';
import process from 'node:process';

export const machineDescription = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;

/** The 1, 5 and 15 minutes' load average. */
export const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/** When the bench ran, to the second. */
export const benchDate = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
