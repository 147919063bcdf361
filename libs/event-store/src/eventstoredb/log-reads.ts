import { START, type EventStoreDBClient } from '@eventstore/db-client';
import { StreamDeleted } from '../errors';
import {
  comparePositions,
  LOG_START,
  type LogFilter,
  type LogPosition,
  type RecordedEvent,
  type StreamInfo,
  type Upcaster,
} from '../types';
import { mapped, toStoreError } from './client-errors';
import { clientFilter, planFilter } from './filters';
import type { PurgedStreams } from './purges';
import { readAllFiltered } from './read-all';
import { positionOf, toRecordedEvent } from './records';
import { readStreamInfo } from './stream-info';
import type { LiveFeed } from './subscription';

/** Events asked of the server per `$all` read; the client-side checks may keep fewer. */
const PAGE = 1000;

interface LogReadContext {
  purges: PurgedStreams;
  upcasters: Readonly<Record<string, Upcaster>>;
}

const isLogStart = (position: LogPosition) => comparePositions(position, LOG_START) === 0;

/**
 * Up to `maxCount` events strictly after `after`, filtered on the server as far as ESDB can
 * (filters.ts) and then by the adapter: exact filter, system events, purged streams. A read
 * from a position returns the event at that position too, so it is asked for one more and
 * everything at or before `after` is dropped (also right if a server treats it as exclusive).
 */
export async function readAllAfter(
  client: EventStoreDBClient,
  {
    after = LOG_START,
    maxCount = 1000,
    filter,
    purges,
    upcasters,
  }: LogReadContext & { after?: LogPosition; maxCount?: number; filter?: LogFilter },
): Promise<RecordedEvent[]> {
  const plan = planFilter(filter);
  const events: RecordedEvent[] = [];
  let from = after;
  while (events.length < maxCount) {
    const fromStart = isLogStart(from);
    const want = Math.min(maxCount - events.length + 1, PAGE);
    const page = await mapped('$all', () =>
      readAllFiltered(client, { from: fromStart ? 'start' : from, maxCount: want, filter: plan.server }),
    );
    for (const event of page) {
      if (!fromStart && comparePositions(positionOf(event), from) <= 0) continue;
      if (!plan.accepts(event) || purges.has(event.streamId)) continue;
      events.push(toRecordedEvent(event, upcasters));
      if (events.length === maxCount) break;
    }
    if (page.length < want) break;
    from = positionOf(page[page.length - 1]);
  }
  return events;
}

/** The server's `$all` subscription strictly after `after`, with the same filtering as reads. */
export function subscribeLive(
  client: EventStoreDBClient,
  { after, filter, purges, upcasters }: LogReadContext & { after: LogPosition; filter?: LogFilter },
): LiveFeed {
  const plan = planFilter(filter);
  const subscription = client.subscribeToAll({
    fromPosition: isLogStart(after) ? START : after,
    filter: clientFilter(plan.server),
  });
  async function* events(): AsyncGenerator<RecordedEvent> {
    try {
      for await (const { event } of subscription) {
        if (event && plan.accepts(event) && !purges.has(event.streamId)) yield toRecordedEvent(event, upcasters);
      }
    } catch (error) {
      throw toStoreError(error, '$all');
    }
  }
  return {
    events: events(),
    close: async () => {
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    },
  };
}

/**
 * Stream ids come from a scan of `$all` (server-filtered by the category's prefix), sorted
 * by id like the PostgreSQL adapter so `after` pages; each listed stream then costs
 * `readStreamInfo`'s three short reads. O(events of the category) per call, and it needs no
 * system projection; see docs/event-store/eventstoredb.md for the trade-off.
 */
export async function listStreams(
  client: EventStoreDBClient,
  purges: PurgedStreams,
  options: { category?: string; after?: string; limit?: number },
): Promise<StreamInfo[]> {
  const plan = planFilter(options.category === undefined ? undefined : { categories: [options.category] });
  const ids = new Set<string>();
  let from: LogPosition | 'start' = 'start';
  for (;;) {
    const page = await mapped('$all', () => readAllFiltered(client, { from, maxCount: PAGE, filter: plan.server }));
    for (const event of page) if (plan.accepts(event) && !purges.has(event.streamId)) ids.add(event.streamId);
    if (page.length < PAGE) break;
    from = positionOf(page[page.length - 1]);
  }
  const after = options.after ?? '';
  const selected = [...ids]
    .filter((id) => id > after)
    .sort()
    .slice(0, options.limit ?? 1000);
  const infos: StreamInfo[] = [];
  for (const streamId of selected) {
    // A stream tombstoned outside this adapter is not in `$purges`: skip it here.
    const info = await readStreamInfo(client, streamId).catch((error: unknown) => {
      if (error instanceof StreamDeleted) return undefined;
      throw error;
    });
    if (info) infos.push(info);
  }
  return infos;
}
