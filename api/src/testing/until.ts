// Waits for a condition a test can observe (a file, a row, a server's state) instead of sleeping a
// guessed time: on a loaded machine it only takes longer, and a condition never met fails the test.
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not met in ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
