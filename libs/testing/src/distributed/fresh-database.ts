import { Client } from 'pg';

/** A database created for one test file on the server of `TEST_DATABASE_URL`; `drop` removes it. */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin(server: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the real PostgreSQL server: the outboxes and projections start
 * from an empty log, not from other tests' events.
 */
export async function freshDatabase(prefix = 'lomo_distributed'): Promise<FreshDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('freshDatabase needs TEST_DATABASE_URL (scripts/services.sh env)');
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(server, `drop database if exists ${name} with (force)`) };
}
