import { LOG_START, type RecordedEvent } from '@lomo/event-store';
import { mainThreadRedactions, taskWords } from './main-thread-redactions';

const at = '2026-12-01T10:00:00.000Z';
let n = 0;
const recorded = (type: string, data: unknown): RecordedEvent =>
  ({
    id: `e${++n}`,
    streamId: 'main-ws-u',
    revision: BigInt(n),
    position: LOG_START,
    type,
    data,
    metadata: {},
  }) as RecordedEvent;

describe('main-thread redactions of a deleted task (R-10.8)', () => {
  const thread = [
    recorded('MainMessagePosted', { messageId: 'm1', text: 'a quillfox cat', at }),
    recorded('MainMessageRouted', {
      messageId: 'm1',
      decision: 'created_task',
      taskIds: ['t-gone'],
      reason: 'new',
      at,
    }),
    recorded('MainMessagePosted', { messageId: 'm2', text: 'a dog', at }),
    recorded('MainMessageRouted', {
      messageId: 'm2',
      decision: 'created_task',
      taskIds: ['t-kept'],
      reason: 'not like "a quillfox cat"',
      candidates: [{ taskId: 't-gone', brief: 'a quillfox cat', status: 'idle', score: 0.1, source: 'recent' }],
      at,
    }),
  ];

  it('given a message routed to the task, when redacted, then it becomes a tombstone in place', () => {
    const { redactions, messageIds } = mainThreadRedactions(thread, 't-gone');
    expect(messageIds).toEqual(['m1']);
    expect(redactions).toEqual([
      { eventId: thread[0].id, data: { messageId: 'm1', text: '', at } },
      { eventId: thread[1].id, data: { messageId: 'm1', decision: 'created_task', taskIds: [], reason: '', at } },
      {
        eventId: thread[3].id,
        data: { messageId: 'm2', decision: 'created_task', taskIds: ['t-kept'], reason: '', candidates: [], at },
      },
    ]);
  });

  it('given a thread that never named the task, then nothing is rewritten', () => {
    expect(mainThreadRedactions(thread, 't-other')).toEqual({ redactions: [], messageIds: [] });
  });

  it('given a message moved away from the deleted task, then it keeps its words (they live on in the other task) and loses the id', () => {
    const moved = [
      recorded('MainMessagePosted', { messageId: 'm3', text: 'make it warmer', at }),
      recorded('MainMessageRouted', {
        messageId: 'm3',
        decision: 'attached_to_task',
        taskIds: ['t-gone'],
        reason: 'last',
        at,
      }),
      recorded('MessageMoved', {
        messageId: 'm3',
        fromTaskId: 't-gone',
        toTaskId: 't-kept',
        taskMessageId: 'mm3',
        at,
        by: 'user:u',
      }),
    ];
    const { redactions, messageIds } = mainThreadRedactions(moved, 't-gone');
    expect(messageIds).toEqual([]);
    expect(redactions.map((r) => r.data)).toEqual([
      { messageId: 'm3', decision: 'attached_to_task', taskIds: [], reason: 'last', at },
      { messageId: 'm3', toTaskId: 't-kept', taskMessageId: 'mm3', at, by: 'user:u' },
    ]);

    const kept = mainThreadRedactions(moved, 't-kept');
    expect(kept.messageIds).toEqual(['m3']);
    expect(kept.redactions[0].data).toEqual({ messageId: 'm3', text: '', at });
  });

  it("given another person's routing quoting the task's brief, when redacted with the words from the creator's thread, then the reason is blanked", () => {
    const theirs = [
      recorded('MainMessagePosted', { messageId: 'm9', text: 'a plain fox', at }),
      recorded('MainMessageRouted', {
        messageId: 'm9',
        decision: 'created_task',
        taskIds: ['t-other'],
        reason: 'new work: the nearest task “a quillfox cat” (0.05) is not close enough',
        candidates: [],
        at,
      }),
    ];
    expect(mainThreadRedactions(theirs, 't-gone').redactions).toEqual([]);
    const words = taskWords(thread, 't-gone');
    expect(words).toEqual(['a quillfox cat']);
    expect(mainThreadRedactions(theirs, 't-gone', words).redactions).toEqual([
      {
        eventId: theirs[1].id,
        data: { messageId: 'm9', decision: 'created_task', taskIds: ['t-other'], reason: '', candidates: [], at },
      },
    ]);
  });
});
