import { openSqlClient } from '@lomo/infra';
import { eventStoreContract } from '../testing/event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('PostgreSQL server', async (options) =>
  PostgresEventStore.open(
    await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 12 }),
    options,
    true,
  ),
);

// One in-memory PGlite for the whole file, as the embedded platform has one database.
const pglite = openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
afterAll(async () => (await pglite).close());
eventStoreContract('PGlite', async (options) => PostgresEventStore.open(await pglite, options));
