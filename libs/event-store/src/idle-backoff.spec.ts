import { EMBEDDED_IDLE_CEILING_MS, IDLE_CEILING_MS, idleBackoff, idleCeilingMs } from './idle-backoff';

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

describe('how far a caught-up reader backs off (issue 26)', () => {
  it('given a reader nothing wakes, then it keeps polling at its interval', () => {
    expect(idleCeilingMs({ firstMs: 100, woken: false, embedded: true })).toBe(100);
  });

  it('given a reader on a server, then a lost notification costs it at most 2 s, or a third of its lease', () => {
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: false })).toBe(IDLE_CEILING_MS);
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: false, leader: true, leaseTtlMs: 3_000 })).toBe(1_000);
  });

  it('given an embedded database, whose every commit wakes its readers, then a leader backs off to 30 s', () => {
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: true })).toBe(EMBEDDED_IDLE_CEILING_MS);
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: true, leader: true, leaseTtlMs: 10_000 })).toBe(
      EMBEDDED_IDLE_CEILING_MS,
    );
  });

  it('given a standby, which no commit wakes, then it looks at the lease within a third of it, embedded or not', () => {
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: true, leader: false, leaseTtlMs: 10_000 })).toBe(2_000);
    expect(idleCeilingMs({ firstMs: 100, woken: true, embedded: true, leader: false, leaseTtlMs: 300 })).toBe(100);
  });
});
