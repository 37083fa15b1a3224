// The bench's steps: each logged with its time; a step that fails is reported among those not
// measured, and the bench goes on with the next.
import process from 'node:process';

export const log = (message) => process.stderr.write(`[bench] ${message}\n`);

/** Runs `work`; answers its result, or undefined after adding its failure to `errors`. */
export async function step(label, work, errors) {
  log(`${label}…`);
  const started = Date.now();
  try {
    const result = await work();
    log(`${label}: done in ${Math.round((Date.now() - started) / 1000)} s`);
    return result;
  } catch (error) {
    log(`${label} FAILED: ${error instanceof Error ? error.stack : error}`);
    errors.push(`${label}: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}
