import { randomBytes } from 'node:crypto';
import { openSqlClient } from '@lomo/database';
import { EncryptingEventStore, sealedEventLimit } from '../encryption/encrypting-event-store';
import { EventKeys } from '../encryption/event-keys';
import { singleKek } from '../encryption/sealing';
import { encryptedEventStoreConformance } from '../testing/encrypted-event-store.conformance';
import { eventStoreConformance } from '../testing/event-store.conformance';
import { PostgresEventStore } from './postgres-event-store';

const server = () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 12 });

eventStoreConformance('PostgreSQL server', async (options) => PostgresEventStore.open(await server(), options, true));

// One in-memory PGlite for the whole file, as the embedded platform has one database.
const pglite = openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
afterAll(async () => (await pglite).close());
eventStoreConformance('PGlite', async (options) => PostgresEventStore.open(await pglite, options));

// The same suites through envelope encryption (ADR 0041): the key store in its own schema.
const kek = singleKek(randomBytes(32));
const keyClient = server();
afterAll(async () => (await keyClient).close());
const serverKeys = async () => new EventKeys(await keyClient, kek);
const pgliteKeys = async () => new EventKeys(await pglite, kek);

eventStoreConformance(
  'PostgreSQL server, encrypted',
  async (options) =>
    new EncryptingEventStore(await PostgresEventStore.open(await server(), {}, true), {
      keys: await serverKeys(),
      upcasters: options?.upcasters,
    }),
);
eventStoreConformance(
  'PGlite, encrypted',
  async (options) =>
    new EncryptingEventStore(await PostgresEventStore.open(await pglite), {
      keys: await pgliteKeys(),
      upcasters: options?.upcasters,
    }),
);
encryptedEventStoreConformance('PostgreSQL server', async () => ({
  store: await PostgresEventStore.open(await server(), { maxEventBytes: sealedEventLimit() }, true),
  keys: await serverKeys(),
}));
encryptedEventStoreConformance('PGlite', async () => ({
  store: await PostgresEventStore.open(await pglite, { maxEventBytes: sealedEventLimit() }),
  keys: await pgliteKeys(),
}));
