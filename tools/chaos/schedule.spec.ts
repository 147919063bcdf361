import { seeded } from './random';
import { buildSchedule, FAULT_TYPES, HOLD_MS } from './schedule';

describe('the fault schedule', () => {
  const options = { faults: 2 * FAULT_TYPES.length, types: FAULT_TYPES, startMs: 10_000, spacingMs: 60_000 };

  it('given the same seed, then the same faults; given another, then another schedule', () => {
    expect(buildSchedule(seeded(7), options)).toEqual(buildSchedule(seeded(7), options));
    expect(buildSchedule(seeded(8), options)).not.toEqual(buildSchedule(seeded(7), options));
  });

  it('given twice as many faults as types, then every type comes twice, one at a time, each hold within its range and its slot', () => {
    const faults = buildSchedule(seeded(3), options);
    const counts = Object.fromEntries(FAULT_TYPES.map((t) => [t, faults.filter((f) => f.type === t).length]));
    expect(counts).toEqual(Object.fromEntries(FAULT_TYPES.map((t) => [t, 2])));
    for (const [i, fault] of faults.entries()) {
      const [min, max] = HOLD_MS[fault.type];
      expect(fault.holdMs >= min && fault.holdMs <= max).toBe(true);
      const next = faults[i + 1];
      if (next) expect(fault.atMs + fault.holdMs).toBeLessThan(next.atMs);
      expect([0, 1]).toContain(fault.replica);
    }
  });

  it('given a short spacing, then a hold is cut to half a slot so faults still never overlap', () => {
    const faults = buildSchedule(seeded(1), { ...options, types: ['kill-task-runtime'], spacingMs: 20_000 });
    expect(faults.every((f) => f.holdMs === 10_000)).toBe(true);
  });
});
