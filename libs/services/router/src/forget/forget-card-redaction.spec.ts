import type { RecordedEvent } from '@lomo/event-store';
import { forgetCardRedaction } from './forget-card-redaction';

const at = '2026-11-29T10:00:00.000Z';
const recorded = (id: string, type: string, data: unknown) => ({ id, type, data }) as unknown as RecordedEvent;
const card = (content: string) => ({
  question: 'Forget this memory?',
  options: [
    { optionId: 'forget', label: 'Forget' },
    { optionId: 'keep', label: 'Keep' },
  ],
  memories: [{ memoryId: 'mem1', subject: 'brand colour', content }],
});
const routed = (messageId: string, content: string) => ({
  messageId,
  decision: 'answered_in_main',
  taskIds: [],
  reason: 'forget request',
  card: card(content),
  at,
});

describe('a confirmed forget card keeps no copy of what was forgotten (issue 28, R-9.5)', () => {
  const events = [
    recorded('e1', 'MainMessagePosted', { messageId: 'm1', text: 'forget my brand colour', at }),
    recorded('e2', 'MainMessageRouted', routed('m1', 'Our brand colour is teal')),
    recorded('e3', 'MainMessageRouted', routed('m2', 'Our brand colour is teal')),
  ];

  it('given the card of m1, then only its routing event is rewritten, contents blank, subjects and ids kept', () => {
    expect(forgetCardRedaction(events, 'm1')).toEqual([
      { eventId: 'e2', data: { ...routed('m1', ''), card: card('') } },
    ]);
  });

  it('given the card was blanked already, then nothing is rewritten (a retried answer)', () => {
    expect(forgetCardRedaction([recorded('e2', 'MainMessageRouted', routed('m1', ''))], 'm1')).toEqual([]);
  });

  it('given a routing card without memories, then nothing is rewritten', () => {
    const asked = { ...routed('m1', ''), card: { question: 'Which?', options: [{ optionId: 'new', label: 'New' }] } };
    expect(forgetCardRedaction([recorded('e2', 'MainMessageRouted', asked)], 'm1')).toEqual([]);
  });
});
