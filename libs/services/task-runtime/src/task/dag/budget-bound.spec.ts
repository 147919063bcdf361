import { affordableCount } from './budget-bound';

describe('plan nodes started within the budget left (issue 31)', () => {
  const scenes = Array<number>(6).fill(4);

  it('given six scenes at 4 and a budget of 8, then two start and the other four wait', () => {
    expect(affordableCount(scenes, 8, 0)).toBe(2);
  });

  it('given those two reserved (nothing left) and still in flight, then no more start: the rest wait', () => {
    expect(affordableCount(scenes.slice(2), 0, 2)).toBe(0);
  });

  it('given nothing left and nothing in flight, then exactly one starts, so its call asks or stops per the autonomy rules', () => {
    expect(affordableCount(scenes.slice(2), 0, 0)).toBe(1);
    expect(affordableCount(scenes.slice(2), 3, 0)).toBe(1);
  });

  it('given free nodes, then they never count against the budget, and plan order is kept', () => {
    expect(affordableCount([0, 0, 4, 0], 0, 1)).toBe(2);
    expect(affordableCount([0, 4, 4, 0], 5, 0)).toBe(2);
    expect(affordableCount([], 0, 0)).toBe(0);
  });

  it('given a budget that covers all, then all ready nodes start', () => {
    expect(affordableCount(scenes, 1_000, 0)).toBe(6);
  });
});
