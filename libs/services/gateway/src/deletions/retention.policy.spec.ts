import type { LedgerEntry, TaskCardView } from '@lomo/service-api';
import { expiredTasks, skeletonOf } from './retention.policy';

const card = (taskId: string, status: TaskCardView['status'], updatedAt: string) =>
  ({ taskId, status, updatedAt }) as TaskCardView;
const now = new Date('2026-12-10T12:00:00Z');

describe('retention: which tasks a policy deletes (ADR 0051)', () => {
  it("given tasks at rest and at work, old and new, then only those at rest for the policy's days go", () => {
    const cards = [
      card('old-idle', 'idle', '2026-12-01T12:00:00Z'),
      card('old-ended', 'terminated', '2026-12-03T12:00:00Z'),
      card('old-running', 'running', '2026-12-01T12:00:00Z'),
      card('old-waiting', 'waiting_external', '2026-12-01T12:00:00Z'),
      card('recent-idle', 'idle', '2026-12-09T12:00:00Z'),
      card('just-expired', 'idle', '2026-12-03T12:00:00Z'),
    ];
    expect(expiredTasks(cards, { days: 7 }, now)).toEqual(['old-idle', 'old-ended', 'just-expired']);
  });
});

describe('retention of content only: the skeleton that stays (ADR 0057)', () => {
  it('given a card full of words and a ledger, then the skeleton keeps id, kind, dates, status, turns and the captured cost, and no word', () => {
    const full = {
      taskId: 't-1',
      workspaceId: 'ws',
      kind: 'persistent',
      brief: 'a quillmarsh poster',
      status: 'idle',
      createdAt: '2026-12-01T10:00:00Z',
      updatedAt: '2026-12-01T11:00:00Z',
      turns: 3,
      lastOutput: 'here is your quillmarsh poster',
      inbox: [{ messageId: 'm', text: 'quillmarsh' }],
      checklist: [],
      checkpoints: [],
      artifacts: [{ objectId: 'o-1' }],
      position: '9',
      rubric: 'quillmarsh everywhere',
    } as unknown as TaskCardView;
    const entry = (jobId: string, taskId: string, kind: LedgerEntry['entry'], amountMinor: number, currency = 'USD') =>
      ({ jobId, taskId, entry: kind, amountMinor, currency, at: '2026-12-01T10:30:00Z' }) as LedgerEntry;
    const ledger = [
      entry('j1', 't-1', 'hold', 500),
      entry('j1', 't-1', 'capture', 420),
      entry('j2', 't-1', 'hold', 300),
      entry('j2', 't-1', 'refund', 300),
      entry('j3', 't-1', 'capture', 80),
      entry('j4', 't-1', 'capture', 10, 'EUR'),
      entry('j5', 't-2', 'capture', 999),
    ];

    const skeleton = skeletonOf(full, ledger, now);

    expect(skeleton).toEqual({
      taskId: 't-1',
      kind: 'persistent',
      status: 'idle',
      createdAt: '2026-12-01T10:00:00Z',
      updatedAt: '2026-12-01T11:00:00Z',
      turns: 3,
      cost: [
        { amountMinor: 10, currency: 'EUR' },
        { amountMinor: 500, currency: 'USD' },
      ],
      contentDeletedAt: now.toISOString(),
    });
    expect(JSON.stringify(skeleton)).not.toContain('quillmarsh');
  });
});
