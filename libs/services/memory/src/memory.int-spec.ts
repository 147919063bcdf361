import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { Global, Module, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  decodeEvent,
  encodeEvent,
  EventEnvelopeSchema,
  MessageDeliveredSchema,
  memoryStreamId,
  STATUS_METADATA_KEY,
  TaskCreatedSchema,
  TaskPurgedSchema,
  taskStreamId,
} from '@lomo/contracts';
import { ToolRegistry } from '@lomo/agent-tools';
import { APP_CONFIG } from '@lomo/config';
import { OPENSEARCH } from '@lomo/connections';
import { openSqlClient, SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, PostgresEventStore } from '@lomo/event-store';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { anyMessage, InProcessMessageBus, lomoTopicCatalog, MESSAGE_BUS, on, TOPICS } from '@lomo/messaging';
import { HostedServices } from '@lomo/observability';
import { SEARCH_INDEX, type SearchIndex } from '@lomo/search';
import { MEMORY_API, type ApiCaller, type MemoryApi } from '@lomo/service-api';
import { memoryKind } from './retrieval/memory-index.processor';
import { MemoryModule } from './memory.module';

const eventually = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

// Memory's search documents on both adapters: Postgres full text + pgvector (embedded) and OpenSearch (distributed).
describe.each(['pglite', 'opensearch'] as const)(
  'memory service (Nest app, PGlite, in-process bus, %s search)',
  (adapter) => {
    let sql: SqlClient;
    let store: PostgresEventStore;
    let bus: InProcessMessageBus;
    let app: INestApplicationContext;
    let memory: MemoryApi;
    let search: SearchIndex;
    const forgotten: Array<{ memoryIds: string[]; evidenceIds: string[] }> = [];

    beforeAll(async () => {
      sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
      store = await PostgresEventStore.open(sql);
      bus = new InProcessMessageBus();
      await bus.provision(lomoTopicCatalog());
      @Global()
      @Module({
        providers: [
          HostedServices,
          { provide: EVENT_STORE, useValue: store },
          { provide: SQL_CLIENT, useValue: sql },
          { provide: SEARCH_SQL_CLIENT, useValue: sql },
          { provide: MESSAGE_BUS, useValue: bus },
          { provide: APP_CONFIG, useValue: { LLM_PROVIDER: 'offline' } },
          { provide: ToolRegistry, useValue: new ToolRegistry() },
          ...(adapter === 'opensearch'
            ? [{ provide: OPENSEARCH, useValue: new OpenSearchClient({ node: process.env.TEST_OPENSEARCH_URL }) }]
            : []),
        ],
        exports: [
          HostedServices,
          EVENT_STORE,
          SQL_CLIENT,
          SEARCH_SQL_CLIENT,
          MESSAGE_BUS,
          APP_CONFIG,
          ToolRegistry,
          ...(adapter === 'opensearch' ? [OPENSEARCH] : []),
        ],
      })
      class Infra {}
      const moduleRef = await Test.createTestingModule({ imports: [Infra, MemoryModule] }).compile();
      app = await moduleRef.init();
      await app.init();
      memory = app.get<MemoryApi>(MEMORY_API);
      search = app.get<SearchIndex>(SEARCH_INDEX);
      expect(search.adapter).toBe(adapter);
      // The router's group reads memory.memory.v1: stand in for it to see what the outbox publishes.
      await bus.subscribe({
        group: 'router',
        handlers: [
          on(anyMessage, async (m) => {
            if (m.type !== 'lomo.memory.v1.MemoryForgotten') return;
            forgotten.push(decodeEvent('lomo.memory.v1.MemoryForgotten', m.payload));
          }),
        ],
      });
    });
    afterAll(async () => {
      await app?.close();
      await bus.close();
      await store.close();
      await sql.close();
    });

    const caller = (): ApiCaller => ({ workspaceId: `ws-${randomUUID()}`, userId: 'u-1' });
    const observe = (who: ApiCaller, taskId: string, text: string, messageId: string = randomUUID()) =>
      memory.observeMessage(who, { streamId: taskStreamId(taskId), revision: 1, messageId, text, taskId });

    it('given a stated preference, then it is listed with provenance, in the profile and recalled by a later task; task-scoped wishes stay with their task', async () => {
      const who = caller();
      const seen = await observe(who, 't-1', 'I prefer muted colours for posters. This time try a saturated red.');
      expect(seen.rejected).toEqual([]);
      const list = await memory.listMemories(who);
      expect(list.map((m) => [m.scope, m.content])).toEqual(
        expect.arrayContaining([
          ['user', 'I prefer muted colours for posters'],
          ['task', 'This time try a saturated red'],
        ]),
      );
      const muted = list.find((m) => m.scope === 'user')!;
      expect(muted.evidence).toEqual([
        expect.objectContaining({
          link: 'ORIGIN',
          source: expect.objectContaining({ streamId: taskStreamId('t-1'), revision: 1 }),
        }),
      ]);
      expect((await memory.getProfile(who)).entries.map((e) => e.content)).toEqual([
        'I prefer muted colours for posters',
      ]);
      const recalled = await memory.recall(who, { query: 'poster colours', taskId: 't-2' });
      expect(recalled.map((r) => r.memory.content)).toEqual(['I prefer muted colours for posters']);
      expect(
        (await memory.recall(who, { query: 'saturated red', taskId: 't-1' })).map((r) => r.memory.scope),
      ).toContain('task');
    });

    it('given a memory, when forgotten, then it is in no list, profile, recall or search document, and MemoryForgotten reaches the bus; a second forget or a foreign id is 404', async () => {
      const who = caller();
      await observe(who, 't-1', 'Our brand colour is teal.', 'm-brand');
      const [brand] = await memory.listMemories(who);
      await memory.recall(who, { query: 'brand colour' });
      expect(await search.get(who.workspaceId, brand.memoryId)).toMatchObject({ kind: memoryKind(who.userId) });

      const result = await memory.forgetMemory(who, brand.memoryId);
      expect(result.removedMemoryIds).toEqual([brand.memoryId]);
      expect(await memory.listMemories(who)).toEqual([]);
      expect((await memory.getProfile(who)).entries).toEqual([]);
      expect(await memory.recall(who, { query: 'brand colour teal' })).toEqual([]);
      expect(await search.get(who.workspaceId, brand.memoryId)).toBeUndefined();
      // The log itself keeps no copy of the words: excerpt, statement and profile entry are redacted.
      const log = await store.readStream(memoryStreamId(who.workspaceId, who.userId));
      expect(JSON.stringify(log.map((e) => [e.data, e.metadata]))).not.toMatch(/teal/i);
      await eventually(async () => (forgotten.some((f) => f.memoryIds.includes(brand.memoryId)) ? true : undefined));

      await expect(memory.forgetMemory(who, brand.memoryId)).rejects.toMatchObject({ kind: 'not_found' });
      await expect(memory.getMemory({ ...who, userId: 'someone-else' }, brand.memoryId)).rejects.toMatchObject({
        kind: 'not_found',
      });
      // The same message seen again (a redelivery) does not bring it back.
      await observe(who, 't-1', 'Our brand colour is teal.', 'm-brand');
      expect(await memory.listMemories(who)).toEqual([]);
    });

    it('given two statements in one message, when one is forgotten, then the other stays: evidence is per statement', async () => {
      const who = caller();
      const seen = await observe(who, 't-1', 'I prefer muted colours. Our brand colour is teal.');
      expect(seen.evidenceIds).toHaveLength(2);
      const [a, b] = await memory.listMemories(who);
      expect(a.evidence[0].excerpt).not.toBe(b.evidence[0].excerpt);
      await memory.forgetMemory(who, a.memoryId);
      expect((await memory.listMemories(who)).map((m) => m.memoryId)).toEqual([b.memoryId]);
    });

    it('given statements of two members of one workspace, then workspace-scoped memories are listed, read, recalled and in the profile of every member, user-scoped ones only of their owner, and no other workspace sees either', async () => {
      const alice = caller();
      const carol = { ...alice, userId: 'u-2' };
      const outsider = { ...alice, workspaceId: `${alice.workspaceId}-other` };
      await observe(alice, 't-1', 'Our brand colour is teal. I prefer muted colours for posters.');
      const own = await memory.listMemories(alice);
      const teal = own.find((m) => m.scope === 'workspace')!;
      const muted = own.find((m) => m.scope === 'user')!;
      expect([teal?.content, muted?.content]).toEqual([
        'Our brand colour is teal',
        'I prefer muted colours for posters',
      ]);

      expect((await memory.listMemories(carol)).map((m) => m.content)).toEqual(['Our brand colour is teal']);
      expect(await memory.getMemory(carol, teal.memoryId)).toMatchObject({
        content: 'Our brand colour is teal',
        sharedBy: alice.userId,
      });
      expect(teal.sharedBy).toBeUndefined();
      await expect(memory.getMemory(carol, muted.memoryId)).rejects.toMatchObject({ kind: 'not_found' });
      expect((await memory.getProfile(carol)).entries.map((e) => e.content)).toEqual(['Our brand colour is teal']);
      expect(await memory.listMemories(outsider)).toEqual([]);
      expect((await memory.getProfile(outsider)).entries).toEqual([]);
      // Recall finds what the listing shows (ADR 0056): the workspace's fact Alice stated, never her own taste.
      const recalled = await memory.recall(carol, { query: 'which colours for posters', taskId: 't-9' });
      expect(recalled.map((r) => r.memory.content)).toEqual(['Our brand colour is teal']);
      expect(recalled[0].memory.sharedBy).toBe(alice.userId);
      expect(await memory.recall(outsider, { query: 'which colours for posters' })).toEqual([]);

      // Carol's own workspace fact sits beside Alice's; a workspace fact is the workspace's, so
      // any member may forget it; a person's own stays theirs.
      await observe(carol, 't-2', 'Our brand font is Quillora Sans.');
      expect((await memory.listMemories(carol)).map((m) => m.content).sort()).toEqual([
        'Our brand colour is teal',
        'Our brand font is Quillora Sans',
      ]);
      await expect(memory.forgetMemory(carol, muted.memoryId)).rejects.toMatchObject({ kind: 'not_found' });
      await memory.forgetMemory(carol, teal.memoryId);
      expect((await memory.listMemories(carol)).map((m) => m.content)).toEqual(['Our brand font is Quillora Sans']);
      expect((await memory.getProfile(alice)).entries.map((e) => e.content).sort()).toEqual([
        'I prefer muted colours for posters',
        'Our brand font is Quillora Sans',
      ]);
    });

    it('given a teammate’s correction of a workspace fact, then every member lists, recalls and profiles the corrected value once (ADR 0059)', async () => {
      const alice = caller();
      const carol = { ...alice, userId: 'u-2' };
      await observe(alice, 't-1', 'Our brand colour is teal.');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await observe(carol, 't-2', 'Actually, our brand colour is ochre now.');
      for (const member of [alice, carol]) {
        const colours = (await memory.listMemories(member)).filter((m) => m.scope === 'workspace');
        expect(colours.map((m) => m.content)).toEqual([expect.stringContaining('ochre')]);
        expect((await memory.getProfile(member)).entries.map((e) => e.content)).toEqual([
          expect.stringContaining('ochre'),
        ]);
        const recalled = await memory.recall(member, { query: 'brand colour', taskId: 't-9' });
        expect(recalled.map((r) => r.memory.content)).toEqual([expect.stringContaining('ochre')]);
      }
    });

    it('given a correction, then a new version supersedes the old one and the profile follows', async () => {
      const who = caller();
      await observe(who, 't-1', 'I prefer serif fonts.');
      const [font] = await memory.listMemories(who);
      const corrected = await memory.correctMemory(who, font.memoryId, {
        content: 'I prefer sans-serif fonts',
        requestId: 'r-1',
      });
      expect(corrected.versions.map((v) => [v.version, v.state])).toEqual([
        [1, 'superseded'],
        [2, 'current'],
      ]);
      expect((await memory.getProfile(who)).entries.map((e) => e.content)).toEqual(['I prefer sans-serif fonts']);
    });

    it('given a value held, when the person says it is finished, then it is in no list, profile, recall or search document, and the ending states nothing (ADR 0095)', async () => {
      const who = caller();
      await observe(who, 't-1', 'Our brand colour is mustard yellow. I prefer serif fonts.');
      const brand = (await memory.listMemories(who)).find((m) => m.content === 'Our brand colour is mustard yellow')!;
      await eventually(async () => await search.get(who.workspaceId, brand.memoryId));
      const ended = await observe(who, 't-2', "We've stopped using the mustard yellow.");
      expect(ended.rejected).toEqual([]);
      expect(ended.memoryIds).toEqual([]);
      expect((await memory.listMemories(who)).map((m) => m.content)).toEqual(['I prefer serif fonts']);
      expect((await memory.getProfile(who)).entries.map((e) => e.content)).toEqual(['I prefer serif fonts']);
      const recalled = await memory.recall(who, { query: 'brand colour mustard yellow', taskId: 't-3' });
      expect(recalled.map((r) => r.memory.content)).not.toContain('Our brand colour is mustard yellow');
      await eventually(async () => ((await search.get(who.workspaceId, brand.memoryId)) ? undefined : true));
    });

    it('given task events on the bus, then extraction runs in the background and the memory appears', async () => {
      const who = caller();
      const taskId = `t-${randomUUID()}`;
      const streamId = taskStreamId(taskId);
      const at = new Date().toISOString();
      const messageId = randomUUID();
      await store.append(
        streamId,
        [
          {
            id: randomUUID(),
            type: 'TaskCreated',
            data: { taskId, workspaceId: who.workspaceId, userId: who.userId, kind: 'lightweight', brief: 'x', at },
          },
          {
            id: randomUUID(),
            type: 'MessageDelivered',
            data: { messageId, text: 'Never use gradients, please.', at },
            // What task-runtime records with it: its fact in the published status contract.
            metadata: { [STATUS_METADATA_KEY]: { v: 1, kind: 'message.received', messageId, at } },
          },
        ],
        { expected: 'no_stream' },
      );
      const envelope = (position: bigint) =>
        create(EventEnvelopeSchema, {
          eventId: randomUUID(),
          streamId,
          streamPosition: position,
          workspaceId: who.workspaceId,
          actor: `user:${who.userId}`,
        });
      const created = create(TaskCreatedSchema, { envelope: envelope(0n), taskId, userId: who.userId });
      const delivered = create(MessageDeliveredSchema, { envelope: envelope(1n), taskId, messageId });
      await bus.publish([
        {
          topic: TOPICS.taskRuntime.task,
          key: streamId,
          type: 'lomo.task_runtime.v1.TaskCreated',
          value: encodeEvent('lomo.task_runtime.v1.TaskCreated', created),
        },
        {
          topic: TOPICS.taskRuntime.task,
          key: streamId,
          type: 'lomo.task_runtime.v1.MessageDelivered',
          value: encodeEvent('lomo.task_runtime.v1.MessageDelivered', delivered),
        },
      ]);
      const [avoid] = await eventually(async () => {
        const list = await memory.listMemories(who);
        return list.length > 0 ? list : undefined;
      });
      expect(avoid).toMatchObject({
        subject: 'avoid: gradient',
        origin: 'user_stated',
        evidence: [expect.objectContaining({ source: expect.objectContaining({ streamId, revision: 1, taskId }) })],
      });
    });

    it('given a deleted task, when TaskPurged arrives, then the memories taken from its messages go everywhere and others stay', async () => {
      const who = caller();
      await observe(who, 't-deleted', 'Our brand colour is ochre.');
      await observe(who, 't-kept', 'I prefer serif fonts.');
      await memory.recall(who, { query: 'brand colour ochre' });
      const streamId = taskStreamId('t-deleted');
      const envelope = create(EventEnvelopeSchema, { eventId: randomUUID(), streamId, workspaceId: who.workspaceId });
      const purged = create(TaskPurgedSchema, { envelope, taskId: 't-deleted', userId: who.userId });
      await bus.publish({
        topic: TOPICS.taskRuntime.task,
        key: streamId,
        type: 'lomo.task_runtime.v1.TaskPurged',
        value: encodeEvent('lomo.task_runtime.v1.TaskPurged', purged),
      });
      await eventually(async () => ((await memory.listMemories(who)).length === 1 ? true : undefined));
      expect((await memory.listMemories(who)).map((m) => m.content)).toEqual(['I prefer serif fonts']);
      expect((await memory.recall(who, { query: 'brand colour ochre' })).map((r) => r.memory.content)).not.toContain(
        'Our brand colour is ochre',
      );
      const log = await store.readStream(memoryStreamId(who.workspaceId, who.userId));
      await eventually(async () =>
        JSON.stringify(
          (await store.readStream(memoryStreamId(who.workspaceId, who.userId))).map((e) => e.data),
        ).includes('ochre')
          ? undefined
          : true,
      );
      expect(log.some((e) => e.type === 'MemoryForgotten')).toBe(true);
    });

    it('given a fact stated in two tasks, when one task is deleted, then the fact survives resting on the other statement (re-extraction, R-9.5)', async () => {
      const who = caller();
      await observe(who, 't-first', 'Our brand colour is teal.');
      await observe(who, 't-second', 'our brand colour is teal');
      const streamId = taskStreamId('t-first');
      const envelope = create(EventEnvelopeSchema, { eventId: randomUUID(), streamId, workspaceId: who.workspaceId });
      const purged = create(TaskPurgedSchema, { envelope, taskId: 't-first', userId: who.userId });
      await bus.publish({
        topic: TOPICS.taskRuntime.task,
        key: streamId,
        type: 'lomo.task_runtime.v1.TaskPurged',
        value: encodeEvent('lomo.task_runtime.v1.TaskPurged', purged),
      });
      const log = () => store.readStream(memoryStreamId(who.workspaceId, who.userId));
      await eventually(async () => ((await log()).some((e) => e.type === 'MemoryForgotten') ? true : undefined));
      const [kept] = await eventually(async () => {
        const list = await memory.listMemories(who);
        return list.length === 1 &&
          list[0].evidence.every((e) => e.source.type === 'message' && e.source.taskId === 't-second')
          ? list
          : undefined;
      });
      expect(kept).toMatchObject({ subject: 'brand colour', content: 'our brand colour is teal' });
      expect((await memory.getProfile(who)).entries.map((e) => e.content)).toEqual(['our brand colour is teal']);
      expect((await memory.recall(who, { query: 'brand colour teal' })).map((r) => r.memory.memoryId)).toContain(
        kept.memoryId,
      );
    });

    it('given a value since replaced and an agent copy of it, when its version is forgotten, then no store holds it, the copy goes, and the correction is read again and stays (issue 28)', async () => {
      const who = caller();
      await observe(who, 't-1', 'Our brand colour is teal.', 'm-first');
      await observe(who, 't-2', 'Our brand colour is navy.', 'm-second');
      const [brand] = await memory.listMemories(who);
      expect(brand.versions.map((v) => [v.version, v.state, v.content])).toEqual([
        [1, 'superseded', 'Our brand colour is teal'],
        [2, 'current', 'Our brand colour is navy'],
      ]);
      // The agent noted the old value in its own words, resting on its tool call only.
      await memory.remember(who, {
        subject: 'poster palette',
        content: 'teal and white for the spring posters',
        scope: 'user',
        taskId: 't-3',
        toolCallId: 'call-1',
        excerpt: 'They like teal and white.',
      });
      await memory.recall(who, { query: 'teal posters' });
      expect(JSON.stringify(await memory.listMemories(who))).toMatch(/teal/);

      await memory.forgetMemory(who, brand.memoryId, { versions: [1] });

      const list = await memory.listMemories(who);
      const everywhere = JSON.stringify([
        list,
        await memory.getProfile(who),
        await memory.listEpisodes(who),
        await memory.recall(who, { query: 'teal brand colour posters' }),
        await search.search({ workspaceId: who.workspaceId, text: 'teal', kinds: [memoryKind(who.userId)], limit: 50 }),
      ]);
      expect(everywhere).not.toMatch(/teal/i);
      // The correction said the colour on its own: re-extracted, it holds, resting on its message alone.
      expect(
        list.map((m) => [
          m.subject,
          m.content,
          m.evidence.map((e) => e.source.type === 'message' && e.source.messageId),
        ]),
      ).toEqual([['brand colour', 'Our brand colour is navy', ['m-second']]]);
      expect((await memory.getProfile(who)).entries.map((e) => e.content)).toEqual(['Our brand colour is navy']);
      await eventually(async () =>
        JSON.stringify((await store.readStream(memoryStreamId(who.workspaceId, who.userId))).map((e) => e.data)).match(
          /teal/i,
        )
          ? undefined
          : true,
      );
      // A version no longer held is as unknown as a foreign memory.
      const [navy] = list;
      await expect(memory.forgetMemory(who, navy.memoryId, { versions: [7] })).rejects.toMatchObject({
        kind: 'not_found',
      });
    });

    it('registers recall and remember for the agent, and no forget tool', async () => {
      const names = app
        .get(ToolRegistry)
        .list()
        .map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['recall', 'remember']));
      expect(names.some((n) => n.includes('forget'))).toBe(false);
    });
  },
);
