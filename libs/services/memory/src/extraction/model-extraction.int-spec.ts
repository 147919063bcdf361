import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { systemClock } from '@lomo/clock';
import { memoryStreamId } from '@lomo/contracts';
import { PostgresEventStore } from '@lomo/event-store';
import { openSqlClient, type SqlClient } from '@lomo/infra';
import { MemoryStreams } from '../application/memory-streams';
import { ObserveMessage, ObserveMessageHandler } from '../application/observe-message.handler';
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

describe('model extraction, candidates judged one by one (PGlite)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let streams: MemoryStreams;
  const text = 'I prefer muted colours for posters. Make three variants.';
  const who = { workspaceId: 'ws-model', userId: 'u-1' };
  const observe = (extractor: MemoryExtractor, messageId: string) =>
    new ObserveMessageHandler(streams, extractor).execute(
      new ObserveMessage(who, { streamId: 'stream-ref', revision: 2, messageId, text, taskId: 't-1' }),
    );

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
    streams = new MemoryStreams(store, systemClock);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
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
