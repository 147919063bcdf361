import { MAIN_THREAD_METADATA_KEY, mainThreadStreamId, type MainThreadMessageFactV1 } from '@lomo/contracts';

const THREAD = mainThreadStreamId('ws', 'u1');
import type { RecordedEvent } from '@lomo/event-store';
import { mainThreadObservation } from './main-thread-messages.processor';

const fact = (over: Partial<MainThreadMessageFactV1> = {}): MainThreadMessageFactV1 => ({
  v: 1,
  kind: 'main.message',
  messageId: 'm1',
  deliveredToTask: false,
  awaitsAnswer: false,
  forgetRequest: false,
  ...over,
});
const event = (data: unknown, metadata: Record<string, unknown>, type = 'Whatever'): RecordedEvent =>
  ({
    id: 'e1',
    type,
    data,
    metadata: { workspaceId: 'ws', actor: 'user:u1', ...metadata },
    schemaVersion: 1,
    streamId: THREAD,
    revision: 7n,
    position: { commit: 7n, prepare: 7n },
    recordedAt: new Date(0),
  }) as RecordedEvent;

describe('which main-thread messages memory reads (issue 28)', () => {
  const text = { messageId: 'm1', text: 'El color de nuestra marca es el magenta.' };

  it('given a message answered in the main thread, then it is observed from that message of the thread', () => {
    expect(mainThreadObservation(event(text, { [MAIN_THREAD_METADATA_KEY]: fact() }))).toEqual({
      caller: { workspaceId: 'ws', userId: 'u1' },
      input: { streamId: THREAD, revision: 7, messageId: 'm1', text: text.text },
    });
  });

  it.each([
    ['delivered to a task (the task inbox is read)', fact({ deliveredToTask: true })],
    ['asked about (a task reads it once answered)', fact({ awaitsAnswer: true })],
    ['a forget request', fact({ forgetRequest: true })],
  ])('given a message %s, then it is not observed from the thread', (_case, f) => {
    expect(mainThreadObservation(event(text, { [MAIN_THREAD_METADATA_KEY]: f }))).toBeUndefined();
  });

  it('given an event without the published fact (the router’s private type alone), or the routing event without words, then nothing', () => {
    expect(mainThreadObservation(event(text, {}, 'RouterPrivateEvent'))).toBeUndefined();
    expect(mainThreadObservation(event({ messageId: 'm1' }, { [MAIN_THREAD_METADATA_KEY]: fact() }))).toBeUndefined();
    expect(mainThreadObservation(event(text, { [MAIN_THREAD_METADATA_KEY]: { ...fact(), v: 2 } }))).toBeUndefined();
  });
});
