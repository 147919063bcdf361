import { assertStorable } from '@lomo/contracts';

/**
 * The event store's last line of defence (ADR 0011): an event whose data or metadata holds a
 * value PostgreSQL/PGlite cannot store (U+0000, a lone surrogate, absurd nesting) is refused
 * with a typed `UnstorableValue` naming the JSON pointer, before anything of the batch is
 * written — whichever entry point let it through. Both adapters check the same way.
 */
export function assertStorableEvent(eventId: string, field: 'data' | 'metadata', value: unknown): void {
  assertStorable(value, `event ${eventId} ${field}`);
}
