/** URLs EVENTSTORE_URL may hold: EventStoreDB's and KurrentDB's schemes, single node or discovery. */
export const EVENTSTORE_URL_PATTERN = /^(esdb|kurrentdb)(\+discover)?:\/\/.+/;

/**
 * The connection string for `@eventstore/db-client` 6.2.1, which only knows `esdb://` and
 * `esdb+discover://`. KurrentDB (the renamed server) speaks the same protocol; its
 * `kurrentdb://` URLs differ only by scheme, so they are rewritten, never reinterpreted.
 */
export function esdbConnectionString(url: string): string {
  if (!EVENTSTORE_URL_PATTERN.test(url)) throw new Error('EVENTSTORE_URL must be an esdb:// or kurrentdb:// URL');
  return url.replace(
    /^kurrentdb(\+discover)?:\/\//,
    (_match, discover: string | undefined) => `esdb${discover ?? ''}://`,
  );
}
