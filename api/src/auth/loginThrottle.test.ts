import { loginThrottlePolicy, retryAfterSeconds } from './loginThrottle';

const minute = 60 * 1000;

describe('login throttle window', () => {
  const now = 100 * minute;

  it('does not block fewer than five failures', () => {
    expect(retryAfterSeconds([], now)).toBeNull();
    expect(retryAfterSeconds([now, now, now, now], now)).toBeNull();
  });

  it('blocks five failures until the oldest of them is 15 minutes old', () => {
    const failures = [now - 1 * minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 5 * minute];
    expect(retryAfterSeconds(failures, now)).toBe(10 * 60);
    expect(retryAfterSeconds(failures, now + 10 * minute - 1)).toBe(1);
    expect(retryAfterSeconds(failures, now + 10 * minute)).toBeNull();
  });

  it('counts only the five newest failures', () => {
    const failures = [now, now, now, now, now - minute, now - 14 * minute];
    expect(retryAfterSeconds(failures, now)).toBe(14 * 60);
  });

  it('is five failures in 15 minutes', () => {
    expect(loginThrottlePolicy).toEqual({ maxFailures: 5, windowMs: 15 * minute });
  });
});
