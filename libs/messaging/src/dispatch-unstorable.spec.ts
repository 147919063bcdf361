import { assertStorable } from '@lomo/contracts';
import { dispatch, routeOf, type FetchedRecord } from './dispatch';
import { MessageHeaders as H } from './headers';
import type { MessagingLogger } from './logger';
import { type MessageType } from './message-type';
import { on } from './message-bus';

const json: MessageType<unknown> = {
  type: 'Note',
  encode: (payload) => new TextEncoder().encode(JSON.stringify(payload)),
  decode: (bytes) => JSON.parse(new TextDecoder().decode(bytes)),
};
const quiet: MessagingLogger = { info: () => {}, warn: () => {}, error: () => {} } as unknown as MessagingLogger;
const group = {
  name: 'g',
  topics: ['t'],
  retry: { maxAttempts: 4, initialDelayMs: 1000, multiplier: 4, maxDelayMs: 60_000 },
};
const record = (payload: unknown): FetchedRecord => ({
  topic: 't',
  key: 'k',
  value: json.encode(payload),
  headers: { [H.id]: 'm-1', [H.type]: 'Note' },
  partition: 0,
  offset: '7',
});

describe('dispatch: payloads storage refuses (ADR 0011)', () => {
  it('given a payload with a NUL, when dispatched, then it is dead-lettered as rejected without reaching the handler', async () => {
    const handled: unknown[] = [];
    const route = routeOf(group as never, [on(json, async (m) => void handled.push(m.payload))], quiet);
    const forward = await dispatch(route, record({ text: 'a\u0000b' }), new AbortController().signal);
    expect(forward?.topic).toMatch(/dlq/);
    expect(forward?.headers[H.deadLetterReason]).toBe('rejected');
    expect(forward?.headers[H.deadLetterError]).toMatch(/\/text contains U\+0000/);
    expect(handled).toEqual([]);
  });

  it('given a handler whose append refuses an unstorable value, when dispatched, then it is dead-lettered at once, not retried', async () => {
    const route = routeOf(
      group as never,
      [on(json, async (m) => assertStorable({ derived: `${(m.payload as { n: string }).n}\ud800` }, 'event x data'))],
      quiet,
    );
    const forward = await dispatch(route, record({ n: 'ok' }), new AbortController().signal);
    expect(forward?.headers[H.deadLetterReason]).toBe('rejected');
    expect(forward?.headers[H.deadLetterAttempts]).toBe('1');
  });

  it('given a clean payload, when dispatched, then the handler runs', async () => {
    const handled: unknown[] = [];
    const route = routeOf(group as never, [on(json, async (m) => void handled.push(m.payload))], quiet);
    expect(await dispatch(route, record({ text: 'fine 🐈' }), new AbortController().signal)).toBeUndefined();
    expect(handled).toEqual([{ text: 'fine 🐈' }]);
  });
});
