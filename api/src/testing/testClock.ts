// A clock tests move by hand, to expire sessions and login blocks without waiting.
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function createTestClock(start = Date.UTC(2026, 8, 15, 8, 0, 0)): TestClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}
