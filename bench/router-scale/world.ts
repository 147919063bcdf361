/**
 * One router as a post meets it at scale: the real `PostMessageHandler`, `SemanticRouter`,
 * `CandidateFinder`, act reader, task-index processor, event store and search index (PGlite
 * in-process, or the shared OpenSearch), with a task runtime double that holds the workspace's
 * task cards in memory (the runtime's own cost is not the router's). Counters wrap the ports
 * so a post can say what it did: SQL round trips, events read, texts embedded, tasks weighed.
 *
 * Only the handlers' constructors are used, with the arguments both trees take (the bench runs
 * the same file in this tree and in the base commit's, bench/router-scale/main.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { openSqlClient, type SqlClient, type SqlExecutor } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { OpenSearchIndex, PostgresSearchIndex, type Embedder, type SearchIndex } from '@lomo/search';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import { E5SmallEmbedder } from '../../libs/search/src/embedding/e5-small/e5-small.embedder';
import type { ApiCaller, TaskCardView, TaskRuntimeApi } from '@lomo/service-api';
import { ActReader } from '../../libs/services/router/src/acts/act-reader';
import type { ForgetCards } from '../../libs/services/router/src/forget/forget-cards';
import { PostMessageHandler } from '../../libs/services/router/src/main-thread/post-message.handler';
import { ReadThreadHandler } from '../../libs/services/router/src/main-thread/read-thread.handler';
import { CandidateFinder } from '../../libs/services/router/src/routing/candidates';
import { OfflineRouteDecider } from '../../libs/services/router/src/routing/route-deciding';
import { SemanticRouter } from '../../libs/services/router/src/routing/semantic-router';
import { TaskActions } from '../../libs/services/router/src/routing/task-actions';
import { TaskIndexProcessor } from '../../libs/services/router/src/task-index/task-index.processor';
import { cardOf } from '../router/scale';

/** What the counters saw since the last `reset`. */
export interface Counts {
  sqlQueries: number;
  eventsRead: number;
  textsEmbedded: number;
  embedCalls: number;
  tasksListed: number;
  searchHits: number;
  searchCalls: number;
}

const zero = (): Counts => ({
  sqlQueries: 0,
  eventsRead: 0,
  textsEmbedded: 0,
  embedCalls: 0,
  tasksListed: 0,
  searchHits: 0,
  searchCalls: 0,
});

function countingSql(sql: SqlClient, counts: () => Counts): SqlClient {
  const executor = (inner: SqlExecutor): SqlExecutor => ({
    query: (text, params) => {
      counts().sqlQueries++;
      return inner.query(text, params);
    },
  });
  return Object.assign(Object.create(sql) as SqlClient, {
    kind: sql.kind,
    query: executor(sql).query,
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => sql.transaction((tx) => fn(executor(tx))),
  });
}

function countingStore(store: EventStore, counts: () => Counts): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'readStream' || key === 'readAll')
        return async (...args: unknown[]) => {
          const events = await (value as (...a: unknown[]) => Promise<unknown[]>).apply(target, args);
          counts().eventsRead += events.length;
          return events;
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Counts the texts that reach the engine (below the cache): what a post really embeds. */
function countingEmbedder(inner: Embedder, counts: () => Counts): Embedder {
  return {
    name: inner.name,
    dimensions: inner.dimensions,
    embed: (texts) => {
      counts().embedCalls++;
      counts().textsEmbedded += texts.length;
      return inner.embed(texts);
    },
    close: () => inner.close?.() ?? Promise.resolve(),
  };
}

function countingSearch(search: SearchIndex, counts: () => Counts): SearchIndex {
  return new Proxy(search, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'search')
        return async (...args: unknown[]) => {
          const hits = await (value as (...a: unknown[]) => Promise<unknown[]>).apply(target, args);
          counts().searchCalls++;
          counts().searchHits += hits.length;
          return hits;
        };
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The workspace's tasks, most recently active first, as the task runtime lists them: a
 * delivered message or a created task moves its card to the front.
 */
export class TaskRuntimeDouble {
  private readonly cards: TaskCardView[];
  private readonly byId: Map<string, TaskCardView>;

  constructor(
    cards: TaskCardView[],
    private readonly counts: () => Counts,
  ) {
    this.cards = cards;
    this.byId = new Map(cards.map((c) => [c.taskId, c]));
  }

  private touch(card: TaskCardView): void {
    const at = this.cards.indexOf(card);
    if (at >= 0) this.cards.splice(at, 1);
    this.cards.unshift(card);
  }

  readonly api = {
    listTasks: async (_c: ApiCaller, q?: { limit?: number }) => {
      const listed = this.cards.slice(0, q?.limit ?? 50);
      this.counts().tasksListed += listed.length;
      return listed;
    },
    getTask: async (_c: ApiCaller, id: string) => {
      const card = this.byId.get(id);
      if (!card) throw Object.assign(new Error(`task ${id} not found`), { kind: 'not_found' });
      return card;
    },
    deliverMessage: async (_c: ApiCaller, id: string) => {
      const card = this.byId.get(id);
      if (card) this.touch(card);
      return {};
    },
    createTask: async (c: ApiCaller, input: { text: string; kind: 'persistent' | 'lightweight'; taskId: string }) => {
      const now = new Date().toISOString();
      const card: TaskCardView = {
        ...cardOf(c.workspaceId, input.taskId, input.text, now),
        kind: input.kind,
      };
      this.byId.set(card.taskId, card);
      this.touch(card);
      return { taskId: card.taskId };
    },
  } as unknown as TaskRuntimeApi;
}

export interface WorldOptions {
  adapter: 'pglite' | 'opensearch';
  /** Cards of the workspace, most recent first. */
  cards: TaskCardView[];
  embedderPath?: string;
  /** PGlite's data directory (the embedded default keeps one); unset: in memory. */
  dataDir?: string;
}

export interface World {
  sql: SqlClient;
  store: EventStore;
  /** The store without counters (seeding). */
  rawStore: EventStore;
  search: SearchIndex;
  rawSearch: SearchIndex;
  /** The embedder under the in-process cache: the engine, and the kept vectors where the tree has them. */
  embedder: Embedder;
  engine: E5SmallEmbedder;
  processor: TaskIndexProcessor;
  tasks: TaskRuntimeDouble;
  /** The router as a process starts it: its own in-process embedding cache, cold. */
  router(): PostMessageHandler;
  counts: () => Counts;
  reset(): Counts;
  close(): Promise<void>;
}

/**
 * The engine behind the vectors the tree keeps in its database, where it has them
 * (`StoredEmbedder`, ADR 0055, wired by `SearchModule`); the base tree keeps none.
 */
async function keptVectors(engine: Embedder, sql: SqlClient): Promise<Embedder> {
  const path = join(__dirname, '../../libs/search/src/embedding/stored.embedder.ts');
  if (!existsSync(path)) return engine;
  const kept = (await import(path)) as typeof import('../../libs/search/src/embedding/stored.embedder');
  return new kept.StoredEmbedder(engine, new kept.PostgresEmbeddingStore(sql));
}

export async function buildWorld(options: WorldOptions, run: string): Promise<World> {
  let current = zero();
  const counts = () => current;
  const rawSql = await openSqlClient(
    options.dataDir ? { pgliteDataDir: options.dataDir } : { url: 'memory://', pgliteDataDir: '' },
  );
  const sql = countingSql(rawSql, counts);
  const rawStore = await PostgresEventStore.open(rawSql);
  const store = countingStore(await PostgresEventStore.open(sql), counts);
  const engine = new E5SmallEmbedder(options.embedderPath ? { path: options.embedderPath } : {});
  const embedder = await keptVectors(countingEmbedder(engine, counts), sql);
  let opensearch: OpenSearchClient | undefined;
  let rawSearch: SearchIndex;
  if (options.adapter === 'opensearch') {
    opensearch = new OpenSearchClient({ node: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200' });
    rawSearch = new OpenSearchIndex(opensearch, {
      dimensions: embedder.dimensions,
      index: `bench-router-scale-${run}`,
    });
  } else rawSearch = new PostgresSearchIndex(sql, { dimensions: embedder.dimensions });
  await rawSearch.init();
  const search = countingSearch(rawSearch, counts);
  const processor = new TaskIndexProcessor(store, sql, search, embedder);
  const tasks = new TaskRuntimeDouble(options.cards, counts);
  const router = () => {
    const cached = new CachedEmbedder(embedder);
    const finder = new CandidateFinder(tasks.api, cached, search, processor, new ActReader(cached));
    const semantic = new SemanticRouter(finder, new TaskActions(tasks.api), cached, new OfflineRouteDecider());
    return new PostMessageHandler(
      store,
      new ReadThreadHandler(store),
      {} as ForgetCards,
      tasks.api,
      undefined,
      semantic,
    );
  };
  return {
    sql: rawSql,
    store,
    rawStore,
    search,
    rawSearch,
    embedder,
    engine,
    processor,
    tasks,
    router,
    counts,
    reset() {
      const seen = current;
      current = zero();
      return seen;
    },
    async close() {
      await processor.stop().catch(() => undefined);
      if (opensearch) {
        await opensearch.indices.delete({ index: `bench-router-scale-${run}` }).catch(() => undefined);
        await opensearch.close();
      }
      await engine.close();
      await rawSql.close();
    },
  };
}
