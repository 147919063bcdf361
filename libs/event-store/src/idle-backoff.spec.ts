import { idleBackoff } from './idle-backoff';

describe('the idle backoff of a caught-up reader (issue 26)', () => {
  it('given empty reads one after another, then each sleep doubles up to the ceiling', () => {
    const backoff = idleBackoff(100, 1_000);
    expect(Array.from({ length: 6 }, () => backoff.next())).toEqual([100, 200, 400, 800, 1_000, 1_000]);
  });

  it('given a wake-up or events, when reset, then the next sleep is the first again', () => {
    const backoff = idleBackoff(100, 1_000);
    backoff.next();
    backoff.next();
    backoff.reset();
    expect(backoff.next()).toBe(100);
  });

  it('given a first sleep longer than the ceiling, then it never shrinks below the first', () => {
    const backoff = idleBackoff(5_000, 2_000);
    expect([backoff.next(), backoff.next()]).toEqual([5_000, 5_000]);
  });
});
