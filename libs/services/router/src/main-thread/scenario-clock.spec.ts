import { ScenarioClock } from './scenario-clock';

describe('the scenario clock (ROUTER_SIMULATED_TIME)', () => {
  it('given a stamp, then it reads the stamp and runs on from it with the system clock, also after a stamp in the past', () => {
    let system = Date.parse('2026-12-03T08:00:00Z');
    const clock = new ScenarioClock({ now: () => new Date(system) });
    expect(clock.now().toISOString()).toBe('2026-12-03T08:00:00.000Z');
    clock.set(new Date('2027-03-06T09:00:00Z'));
    system += 90_000;
    expect(clock.now().toISOString()).toBe('2027-03-06T09:01:30.000Z');
    clock.set(new Date('2026-01-01T00:00:00Z'));
    system += 1_000;
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:01.000Z');
  });
});
