// Ends the current task so the browser can handle input and paint between two steps of the
// take-over: each step is its own task, none long enough to block a tap.
interface Scheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
