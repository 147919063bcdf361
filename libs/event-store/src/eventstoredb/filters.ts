import { eventTypeFilter, streamNameFilter, type Filter } from '@eventstore/db-client';
import type { LogFilter } from '../types';
import { streamCategory } from '../validation';

/** What the server filters: one regex, on the stream name or on the event type. */
export interface ServerFilter {
  on: 'stream' | 'event_type';
  regex: string;
}

/**
 * A `LogFilter` split into what EventStoreDB can filter server-side and what the adapter
 * must still check. ESDB filters on one field per request, so:
 * - categories → a stream-name regex `^(?:<c1>|<c2>)(?:-|$)` (server). Not the prefix list
 *   `<category>-`: a category is also a whole stream id when the id has no `-`, and the
 *   projections ask for `$purges` that way; a prefix would silently drop every purge.
 *   Event types, if also given, are checked by the adapter on what the server sends;
 * - event types alone → an anchored regex on the event type (server);
 * - nothing → ESDB's own "exclude system events" regex `^[^$]`.
 * The adapter re-checks everything it receives (`accepts`), and drops system events (`$`
 * types such as `$metadata` or a tombstone's `$streamDeleted`) unless asked for by name.
 */
export interface FilterPlan {
  server: ServerFilter;
  accepts(event: { streamId: string; type: string }): boolean;
}

/** Plans one `LogFilter`; empty lists mean "no filter", as in the PostgreSQL adapter. */
export function planFilter(filter: LogFilter | undefined): FilterPlan {
  const categories = filter?.categories?.length ? new Set(filter.categories) : undefined;
  const types = filter?.eventTypes?.length ? new Set(filter.eventTypes) : undefined;
  const accepts = (event: { streamId: string; type: string }) =>
    (types ? types.has(event.type) : !event.type.startsWith('$')) &&
    (!categories || categories.has(streamCategory(event.streamId)));
  if (categories)
    return { server: { on: 'stream', regex: `^(?:${[...categories].map(escapeRegex).join('|')})(?:-|$)` }, accepts };
  if (types) return { server: { on: 'event_type', regex: `^(?:${[...types].map(escapeRegex).join('|')})$` }, accepts };
  return { server: { on: 'event_type', regex: '^[^$]' }, accepts };
}

/** The same filter in the client's shape, for `subscribeToAll`. */
export function clientFilter(server: ServerFilter): Filter {
  return server.on === 'stream' ? streamNameFilter({ regex: server.regex }) : eventTypeFilter({ regex: server.regex });
}

/** Names are `[A-Za-z0-9$][\w.:@=+$-]*` (validation.ts): `.`, `+` and `$` need escaping, in .NET as in JS. */
function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
