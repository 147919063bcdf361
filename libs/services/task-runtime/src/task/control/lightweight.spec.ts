import { lightweightRefusal, ONE_GENERATION, promotedByFollowUp } from './lightweight';

describe('a lightweight task is one generation (R-1.3)', () => {
  it('given a lightweight task with no generation yet, when it asks for a paid call, then it may', () => {
    expect(lightweightRefusal({ kind: 'lightweight' }, 'paid')).toBeUndefined();
  });
  it('given a lightweight task that made its generation, when it asks for another paid call, then it is refused', () => {
    expect(lightweightRefusal({ kind: 'lightweight', generations: 1 }, 'paid')).toMatchObject({
      reason: ONE_GENERATION,
    });
  });
  it.each(['read', 'write', 'irreversible', undefined] as const)(
    'given a lightweight task that made its generation, when it asks for a %s call, then the gate says nothing',
    (risk) => {
      expect(lightweightRefusal({ kind: 'lightweight', generations: 1 }, risk)).toBeUndefined();
    },
  );
  it('given a persistent task with many generations, when it asks for a paid call, then it may', () => {
    expect(lightweightRefusal({ kind: 'persistent', generations: 12 }, 'paid')).toBeUndefined();
  });
  it('given a lightweight task, then a follow-up promotes it only after its generation', () => {
    expect(promotedByFollowUp({ kind: 'lightweight' })).toBe(false);
    expect(promotedByFollowUp({ kind: 'lightweight', generations: 1 })).toBe(true);
    expect(promotedByFollowUp({ kind: 'persistent', generations: 1 })).toBe(false);
  });
});
