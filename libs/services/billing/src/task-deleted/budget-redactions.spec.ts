import { budgetStreamId, genJobStreamId } from '@lomo/contracts';
import { LOG_START, type RecordedEvent } from '@lomo/event-store';
import { budgetDecider } from '../budget/budget.decider';
import type { BudgetEvent } from '../budget/budget.events';
import { budgetRedactions } from './budget-redactions';

const at = '2026-12-01T10:00:00.000Z';
const gone = genJobStreamId('ws', 't-gone:1:1:0');
const kept = genJobStreamId('ws', 't-kept:1:1:0');
const recorded = (i: number, event: BudgetEvent, metadata = {}): RecordedEvent =>
  ({
    id: `e${i}`,
    streamId: budgetStreamId('ws'),
    revision: BigInt(i),
    position: LOG_START,
    ...event,
    metadata,
  }) as RecordedEvent;
const stream = [
  recorded(0, { type: 'SpendCapSet', data: { capMinor: 1000, currency: 'USD', at } }),
  recorded(
    1,
    { type: 'FundsHeld', data: { jobId: gone, amountMinor: 40, currency: 'USD', capMinor: 1000, at } },
    {
      correlationId: gone,
      workspaceId: 'ws',
    },
  ),
  recorded(2, { type: 'FundsHeld', data: { jobId: kept, amountMinor: 30, currency: 'USD', capMinor: 1000, at } }),
  recorded(3, { type: 'HoldCaptured', data: { jobId: gone, amountMinor: 35, releasedMinor: 5, at } }),
  recorded(4, { type: 'HoldRefunded', data: { jobId: kept, amountMinor: 30, at } }),
];
const applied = (events: RecordedEvent[], redactions: ReturnType<typeof budgetRedactions>) =>
  events.map((e) => {
    const r = redactions.find((x) => x.eventId === e.id);
    return r ? { ...e, data: r.data, metadata: r.metadata ?? e.metadata } : e;
  });
const fold = (events: RecordedEvent[]) =>
  events.reduce((s, e) => budgetDecider.evolve(s, e as unknown as BudgetEvent), budgetDecider.initialState());

describe('budget redactions of a deleted task (R-10.8)', () => {
  const aliases = new Map<string, string>();
  const alias = (original: string) =>
    aliases.get(original) ?? aliases.set(original, `deleted-${aliases.size}`).get(original)!;

  it('given holds of the task and of another, when redacted, then only the task’s events change and name it nowhere', () => {
    const redactions = budgetRedactions(stream, 't-gone', alias);
    expect(redactions.map((r) => r.eventId)).toEqual(['e1', 'e3']);
    expect(JSON.stringify(redactions)).not.toContain('t-gone');
    expect(redactions[0].metadata).toEqual({ workspaceId: 'ws' });
  });

  it('given the redacted stream, then amounts stay and the hold still pairs with its capture (the ledger balances)', () => {
    const before = fold(stream);
    const after = fold(applied(stream, budgetRedactions(stream, 't-gone', alias)));
    expect([after.heldMinor, after.capturedMinor, after.refundedMinor]).toEqual([
      before.heldMinor,
      before.capturedMinor,
      before.refundedMinor,
    ]);
    expect([...after.holds.values()].map((h) => h.state).sort()).toEqual(['captured', 'refunded']);
    expect([...after.holds.keys()].some((id) => id.includes('t-gone'))).toBe(false);
  });

  it('given a text field in an event naming the task, then the words go too', () => {
    const note = { ...recorded(5, { type: 'HoldRefunded', data: { jobId: gone, amountMinor: 0, at } }) };
    (note.data as Record<string, unknown>).reason = 'a quillfox cat for t-gone';
    expect(budgetRedactions([note], 't-gone', alias)[0].data).toMatchObject({ reason: '' });
  });

  it('given authority set for the task (a grant, an approved budget), then it names a pseudonym instead, amounts kept', () => {
    const authority = [
      {
        ...recorded(6, stream[0] as never),
        type: 'GrantIssued',
        data: { grantId: 'g1', scope: 'task', id: 't-gone', action: 'generate', by: 'u', at },
      },
      {
        ...recorded(7, stream[0] as never),
        type: 'BudgetApproved',
        data: { scope: 'task', id: 't-gone', amountMinor: 300, currency: 'USD', plan: true, by: 'u', at },
      },
    ] as RecordedEvent[];
    const redactions = budgetRedactions(authority, 't-gone', alias);
    expect(redactions.map((r) => r.data)).toEqual([
      { grantId: 'g1', scope: 'task', id: alias('t-gone'), action: 'generate', by: 'u', at },
      { scope: 'task', id: alias('t-gone'), amountMinor: 300, currency: 'USD', plan: true, by: 'u', at },
    ]);
  });

  it('given an already redacted stream, then nothing is rewritten again', () => {
    const once = applied(stream, budgetRedactions(stream, 't-gone', alias));
    expect(budgetRedactions(once, 't-gone', alias)).toEqual([]);
  });
});
