import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SqlClient, SqlExecutor } from '@lomo/database';
import type { MessagingLogger } from '../../logger';
import {
  message,
  type MessageBus,
  type MessageHandler,
  on,
  type ReceivedMessage,
  type Subscription,
} from '../../message-bus';
import { anyMessage, jsonMessageType } from '../../message-type';
import { deadLetterTopic, type RetryPolicy } from '../../retry-policy';

/** What every section of the conformance suite gets from it. */
export interface ConformanceContext {
  bus(): MessageBus;
  sql(): SqlClient;
  logs: LogLine[];
  timeoutMs: number;
  /** Subscriptions opened by the current test; the suite closes them after it. */
  opened: Subscription[];
}

export interface LogLine {
  level: 'error' | 'warn' | 'info';
  context: Record<string, unknown>;
  message: string;
}

/** A logger that keeps lines for assertions instead of printing them. */
export function collectingLogger(lines: LogLine[]): MessagingLogger {
  const keep = (level: LogLine['level']) => (context: object, message: string) =>
    void lines.push({ level, context: context as Record<string, unknown>, message });
  return { error: keep('error'), warn: keep('warn'), info: keep('info') };
}

/** The suite's message: a numbered note per key, so order and completeness are checkable. */
export interface Note {
  key: string;
  seq: number;
}

export const NoteTaken = jsonMessageType<Note>('NoteTaken', (value) => {
  const note = value as Note;
  if (typeof note?.key !== 'string' || typeof note.seq !== 'number') throw new TypeError('not a Note');
  return note;
});

export const note = (topic: string, key: string, seq: number) => message(NoteTaken, { key, seq }, { topic, key });

/** Retries fast enough for a test, slow enough to observe the backoff. */
export const FAST_RETRY: RetryPolicy = { maxAttempts: 3, initialDelayMs: 100, multiplier: 2, maxDelayMs: 1_000 };

export interface Fixture {
  topic: string;
  groups: string[];
  /** A dead-letter reader per group, declared with the catalog. */
  deadLetters: (group: string) => Promise<ReceivedMessage<Uint8Array>[]>;
}

/**
 * A fresh topic and groups (unique names, so tests never see each other's messages), each
 * group with a dead-letter reader group, provisioned on the bus.
 */
export async function fixture(
  ctx: ConformanceContext,
  options: { partitions?: number; groups?: number; retry?: RetryPolicy } = {},
): Promise<Fixture> {
  const id = `c${randomUUID().slice(0, 8)}`;
  const topic = `${id}.note.v1`;
  const groups = Array.from({ length: options.groups ?? 1 }, (_, i) => `${id}-g${i + 1}`);
  const readers = groups.map((group) => ({
    name: `${group}-dlq-reader`,
    topics: [deadLetterTopic(group)],
    retry: { maxAttempts: 1 },
  }));
  await ctx.bus().provision({
    topics: [{ name: topic, partitions: options.partitions ?? 2 }],
    groups: [...groups.map((name) => ({ name, topics: [topic], retry: options.retry ?? FAST_RETRY })), ...readers],
  });
  const readersStarted = new Map<string, ReceivedMessage<Uint8Array>[]>();
  return {
    topic,
    groups,
    deadLetters: async (group) => {
      let seen = readersStarted.get(group);
      if (!seen) {
        const lines: ReceivedMessage<Uint8Array>[] = [];
        seen = lines;
        readersStarted.set(group, lines);
        await subscribe(ctx, `${group}-dlq-reader`, [on(anyMessage, async (m) => void lines.push(m))]);
      }
      return seen;
    },
  };
}

export async function subscribe(
  ctx: ConformanceContext,
  group: string,
  handlers: Parameters<MessageBus['subscribe']>[0]['handlers'],
  partitionConcurrency?: number,
) {
  const subscription = await ctx.bus().subscribe({ group, handlers, partitionConcurrency });
  ctx.opened.push(subscription);
  return subscription;
}

/** A handler that records what it receives, optionally doing more. */
export function recorder<T>(into: ReceivedMessage<T>[], then?: MessageHandler<T>): MessageHandler<T> {
  return async (m, context) => {
    into.push(m);
    await then?.(m, context);
  };
}

/** Polls `condition` until true; fails with `what` after the suite's timeout. */
export async function waitUntil(
  ctx: Pick<ConformanceContext, 'timeoutMs'>,
  what: string,
  condition: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + ctx.timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ctx.timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** Gives late (duplicate or unexpected) deliveries a chance to show up before asserting their absence. */
export const settle = (ms = 400) => sleep(ms);

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const EFFECTS_TABLE = 'messaging_conformance_effects';

/** The side effect the inbox tests count: one row per application, duplicates included. */
export async function recordEffect(
  tx: SqlExecutor,
  consumer: string,
  m: ReceivedMessage<Note>,
  member: string,
): Promise<void> {
  await tx.query(`insert into ${EFFECTS_TABLE} (consumer, message_id, member, key, seq) values ($1, $2, $3, $4, $5)`, [
    consumer,
    m.id,
    member,
    m.payload.key,
    m.payload.seq,
  ]);
}

export async function effects(sql: SqlClient, consumer: string) {
  const { rows } = await sql.query<{ message_id: string; member: string; key: string; seq: number }>(
    `select message_id, member, key, seq from ${EFFECTS_TABLE} where consumer = $1 order by serial`,
    [consumer],
  );
  return rows;
}

export async function createEffectsTable(sql: SqlClient): Promise<void> {
  await sql.transaction(async (tx) => {
    // Several test files share the server database; the lock keeps their DDL apart.
    await tx.query(`select pg_advisory_xact_lock(hashtext('${EFFECTS_TABLE}'))`);
    await tx.query(`create table if not exists ${EFFECTS_TABLE} (serial bigserial primary key, consumer text not null,
      message_id text not null, member text not null, key text not null, seq integer not null)`);
  });
}
