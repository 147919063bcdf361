import { randomBytes } from 'node:crypto';
import { openSqlClient } from '@lomo/database';
import { EncryptingEventStore, sealedEventLimit } from '../encryption/encrypting-event-store';
import { EventKeys } from '../encryption/event-keys';
import { singleKek } from '../encryption/sealing';
import { encryptedEventStoreConformance } from '../testing/encrypted-event-store.conformance';
import { eventStoreConformance } from '../testing/event-store.conformance';
import { EVENTSTOREDB_CAPABILITIES } from './capabilities';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { EsdbWireDouble } from './testing/esdb-wire-double';

// One double per run of the suite, as a deployment has one server; the suite closes the stores it opens.
// The third: a server whose MaxAppendSize an operator raised for sealed events (ADR 0041).
const doubles = [
  EsdbWireDouble.start(),
  EsdbWireDouble.start({ batchAppend: false }),
  EsdbWireDouble.start({ maxAppendSize: sealedEventLimit() }),
];
afterAll(async () => Promise.all(doubles.map(async (double) => (await double).stop())));

eventStoreConformance(
  'EventStoreDB wire double (Streams.BatchAppend, servers ≥ 21.10)',
  async (options) => EventStoreDbEventStore.open((await doubles[0]).connectionString, options),
  EVENTSTOREDB_CAPABILITIES,
);
eventStoreConformance(
  'EventStoreDB wire double (Streams.Append, older servers)',
  async (options) => EventStoreDbEventStore.open((await doubles[1]).connectionString, options),
  EVENTSTOREDB_CAPABILITIES,
);

// Through envelope encryption (ADR 0041), its keys in an embedded database: deletion completes by shredding.
const keyClient = openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
afterAll(async () => (await keyClient).close());
const kek = singleKek(randomBytes(32));
eventStoreConformance(
  'EventStoreDB wire double, encrypted',
  async (options) =>
    new EncryptingEventStore(await EventStoreDbEventStore.open((await doubles[2]).connectionString), {
      keys: new EventKeys(await keyClient, kek),
      upcasters: options?.upcasters,
    }),
  EVENTSTOREDB_CAPABILITIES,
);
encryptedEventStoreConformance(
  'EventStoreDB wire double',
  async () => ({
    store: await EventStoreDbEventStore.open((await doubles[2]).connectionString, {
      maxEventBytes: sealedEventLimit(),
    }),
    keys: new EventKeys(await keyClient, kek),
  }),
  { redaction: false },
);

// A real server is reachable only when EVENTSTORE_URL is set. Without it this suite is not
// defined at all — it appears neither as passed nor as skipped (docs/event-store/eventstoredb.md).
const realServer = process.env.EVENTSTORE_URL;
if (realServer) {
  eventStoreConformance(
    'EventStoreDB server (EVENTSTORE_URL)',
    async (options) => EventStoreDbEventStore.open(realServer, options),
    EVENTSTOREDB_CAPABILITIES,
  );
}
