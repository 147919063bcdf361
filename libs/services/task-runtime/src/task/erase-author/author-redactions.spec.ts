import { authorRedactions, type AuthoredEvent } from './author-redactions';

const by = (userId: string) => ({ actor: `user:${userId}`, workspaceId: 'ws' });
const delivered = (id: string, text: string, userId: string): AuthoredEvent => ({
  id,
  type: 'MessageDelivered',
  data: { messageId: `m-${id}`, text, at: 't' },
  metadata: by(userId),
});

describe('a person’s words erased from a task they did not create (ADR 0057)', () => {
  const BRIEF = 'A poster for the harbour festival, teal and sand';
  const HERS = 'add the lighthouse from my photo in the corner';
  const stream: AuthoredEvent[] = [
    { id: 'e1', type: 'TaskCreated', data: { brief: BRIEF, userId: 'alice' }, metadata: by('alice') },
    delivered('e2', BRIEF, 'alice'),
    delivered('e3', HERS, 'bea'),
    delivered('e4', 'ok', 'bea'),
    {
      id: 'e5',
      type: 'ToolCallStarted',
      data: { args: { prompt: `${BRIEF}; ${HERS}`, note: 'ok', size: 'a token of 1024' } },
      metadata: { actor: 'system:worker' },
    },
    {
      id: 'e6',
      type: 'HistorySummarised',
      data: { text: `The user asked: ${HERS}. Done.`, tokens: 9 },
      metadata: { actor: 'system:worker' },
    },
    delivered('e7', 'make the sand warmer', 'alice'),
  ];

  it('given a teammate’s messages and their copies, then her texts are blanked and cut from every copy; the owner’s words and the rest stay', () => {
    const { redactions, messages } = authorRedactions(stream, 'user:bea');
    expect(messages).toBe(2);
    expect(Object.fromEntries(redactions.map((r) => [r.eventId, r.data]))).toEqual({
      e3: { messageId: 'm-e3', text: '', at: 't' },
      e4: { messageId: 'm-e4', text: '', at: 't' },
      // "ok" is a whole value here: erased; inside "a token of 1024" it is not cut (too short).
      e5: { args: { prompt: `${BRIEF}; `, note: '', size: 'a token of 1024' } },
      e6: { text: 'The user asked: . Done.', tokens: 9 },
    });
  });

  it('given the redactions applied, when run again, then nothing is left to erase', () => {
    const { redactions } = authorRedactions(stream, 'user:bea');
    const applied = stream.map((e) => ({ ...e, data: redactions.find((r) => r.eventId === e.id)?.data ?? e.data }));
    expect(authorRedactions(applied, 'user:bea')).toEqual({ redactions: [], messages: 0 });
  });

  it('given a person who sent the task nothing, then nothing is rewritten', () => {
    expect(authorRedactions(stream, 'user:carol')).toEqual({ redactions: [], messages: 0 });
  });
});
