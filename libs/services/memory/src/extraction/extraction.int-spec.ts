import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { systemClock } from '@lomo/clock';
import { memoryStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { MemoryStreams } from '../application/memory-streams';
import { ObserveMessage, ObserveMessageHandler } from '../application/observe-message.handler';
import { currentVersion } from '../domain/memory.state';
import { explicitStatementsExtractor } from './explicit-statements';
import type { MemoryExtractor } from './extractor.port';
import { ModelMemoryExtractor } from './model-extractor';

/** A chat model whose structured output is scripted: what a real model might return, malformed items included. */
const scriptedModel = (output: unknown, seen: unknown[] = []) =>
  ({
    withStructuredOutput: (schema: unknown) => {
      seen.push(schema);
      return { invoke: async () => output };
    },
  }) as unknown as BaseChatModel;

let sql: SqlClient;
let store: PostgresEventStore;

beforeAll(async () => {
  sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  store = await PostgresEventStore.open(sql);
});
afterAll(async () => {
  await store.close();
  await sql.close();
});

describe('model extraction, candidates judged one by one (PGlite)', () => {
  let streams: MemoryStreams;
  const text = 'I prefer muted colours for posters. Make three variants.';
  const who = { workspaceId: 'ws-model', userId: 'u-1' };
  const observe = (extractor: MemoryExtractor, messageId: string) =>
    new ObserveMessageHandler(streams, extractor).execute(
      new ObserveMessage(who, { streamId: 'stream-ref', revision: 2, messageId, text, taskId: 't-1' }),
    );

  beforeAll(() => {
    streams = new MemoryStreams(store, systemClock);
  });

  it('given malformed, unsupported and good candidates from the model, then only the good one is stated and each bad one has its reason', async () => {
    const schemas: unknown[] = [];
    const good = {
      subject: 'colour preference',
      content: 'muted colours for posters',
      scope: 'user',
      origin: 'user_stated',
      confidence: 0.9,
      excerpt: 'I prefer muted colours for posters.',
    };
    const model = scriptedModel(
      {
        candidates: [
          good,
          {
            subject: 'tone',
            content: 'loves neon',
            scope: 'user',
            origin: 'user_stated',
            confidence: 0.9,
            excerpt: 'I love neon',
          },
          {
            subject: 'x',
            content: 'three variants',
            scope: 'forever',
            origin: 'user_stated',
            confidence: 0.9,
            excerpt: 'Make three variants.',
          },
        ],
      },
      schemas,
    );
    const result = await observe(new ModelMemoryExtractor(model), 'm-1');
    expect(result.memoryIds).toHaveLength(1);
    expect(result.rejected).toEqual([
      { content: 'loves neon', reason: 'unsupported: the excerpt is not in the message' },
      { content: 'three variants', reason: expect.stringMatching(/^malformed: \/scope/) },
    ]);
    expect(schemas[0]).toMatchObject({ properties: { candidates: { type: 'array' } } });
    const state = await streams.state(who);
    expect([...state.memories.values()].map((m) => m.versions[0].statement?.content)).toEqual([
      'muted colours for posters',
    ]);
  });

  it('given a model that returns no list, then nothing is stated; given one that fails, then the failure is thrown for a retry and nothing is recorded', async () => {
    expect(await observe(new ModelMemoryExtractor(scriptedModel({ candidates: 'oops' })), 'm-2')).toMatchObject({
      memoryIds: [],
      rejected: [],
    });
    const failing: MemoryExtractor = { name: 'down', extract: () => Promise.reject(new Error('model down')) };
    const before = (await store.readStream(memoryStreamId(who.workspaceId, who.userId))).length;
    await expect(observe(failing, 'm-3')).rejects.toThrow('model down');
    expect(await store.readStream(memoryStreamId(who.workspaceId, who.userId))).toHaveLength(before);
  });
});

describe('offline extraction through the memory stream (PGlite)', () => {
  let streams: MemoryStreams;
  const now = new Date('2025-01-15T10:00:00.000Z');
  const who = { workspaceId: 'ws_offline', userId: 'u_1' };
  const observe = (messageId: string, text: string) =>
    new ObserveMessageHandler(streams, explicitStatementsExtractor).execute(
      new ObserveMessage(who, { streamId: 'stream_ref', revision: 1, messageId, text, taskId: 't_1' }),
    );

  beforeAll(() => {
    streams = new MemoryStreams(store, { now: () => now });
  });

  it('given a time-bounded fact in German, then it is stated with its validity, read from the clock the handler passes in', async () => {
    const result = await observe('m_1', 'Bis März ist unsere Markenfarbe Blau.');
    expect(result.rejected).toEqual([]);
    const memory = (await streams.state(who)).memories.get(result.memoryIds[0]);
    expect(currentVersion(memory!)?.statement).toMatchObject({
      subject: 'brand colour',
      scope: 'workspace',
      validUntil: '2025-04-01',
    });
  });

  it('given a correction in English, then the same memory gets a new version (REFINE), without a validity', async () => {
    const result = await observe('m_2', 'Actually, our brand colour is navy.');
    const state = await streams.state(who);
    expect(state.memories.size).toBe(1);
    const [memory] = [...state.memories.values()];
    expect(result.memoryIds).toEqual([memory.memoryId]);
    expect(currentVersion(memory)?.statement).toMatchObject({ content: 'our brand colour is navy' });
    expect(currentVersion(memory)?.statement?.validUntil).toBeUndefined();
    expect(memory.versions.map((v) => v.state)).toEqual(['superseded', 'current']);
  });
});
