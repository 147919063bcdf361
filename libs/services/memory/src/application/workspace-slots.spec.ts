import type { MemoryStatement } from '../domain/memory.events';
import { initialMemoryState, type MemoryState } from '../domain/memory.state';
import { supersededAcrossMembers } from './workspace-slots';

/** A stream holding one memory per entry: [memory id, when stated, the statement's fields]. */
const stream = (...memories: Array<[string, string, Partial<MemoryStatement>]>): MemoryState => ({
  ...initialMemoryState(),
  memories: new Map(
    memories.map(([memoryId, at, over]) => [
      memoryId,
      {
        memoryId,
        updatedAt: at,
        versions: [
          {
            version: 1,
            link: 'ORIGIN' as const,
            statement: {
              subject: 'colour',
              content: 'plum',
              origin: 'user_stated',
              scope: 'workspace',
              confidence: 0.9,
              ...over,
            },
            evidenceIds: [],
            basis: [],
            confirmedBy: [],
            state: 'current' as const,
            at,
          },
        ],
      },
    ]),
  ),
});
const DAY1 = '2026-12-01T10:00:00.000Z';
const DAY2 = '2026-12-02T10:00:00.000Z';

describe('supersededAcrossMembers', () => {
  it('given a teammate’s later correction of a workspace slot, then the earlier statement is replaced, whoever holds it', () => {
    const alice = stream(['a1', DAY1, {}]);
    const carol = stream(['c1', DAY2, { content: 'mustard', corrects: true }]);
    expect([
      ...supersededAcrossMembers([
        { holder: '', state: alice },
        { holder: 'carol', state: carol },
      ]),
    ]).toEqual(['a1']);
    expect([
      ...supersededAcrossMembers([
        { holder: 'alice', state: alice },
        { holder: '', state: carol },
      ]),
    ]).toEqual(['a1']);
  });

  it('leaves statements that are no correction, other slots, personal memories, inferences and earlier corrections alone', () => {
    const alice = stream(
      ['a1', DAY1, {}],
      ['a2', DAY1, { subject: 'font', content: 'Inter' }],
      ['a3', DAY1, { scope: 'user' }],
    );
    const carol = stream(
      ['c1', DAY2, { content: 'mustard' }],
      ['c2', DAY2, { subject: 'font', content: 'Lora', origin: 'model_inferred', corrects: true }],
      ['c3', DAY2, { scope: 'user', content: 'teal', corrects: true }],
    );
    expect(
      supersededAcrossMembers([
        { holder: '', state: alice },
        { holder: 'carol', state: carol },
      ]).size,
    ).toBe(0);
    const early = stream(['e1', '2026-11-30T10:00:00.000Z', { content: 'mustard', corrects: true }]);
    expect(
      supersededAcrossMembers([
        { holder: '', state: alice },
        { holder: 'carol', state: early },
      ]).size,
    ).toBe(0);
  });
});
