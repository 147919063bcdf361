import { createHash } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lomo/infra';
import { Client, Pool, type PoolClient } from 'pg';

/** Same text, same name: node-postgres then parses and plans it once per connection. */
const nameOf = (text: string) => `lomo_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * PROTOTYPE, bench only: `openSqlClient`'s server pool, except that every statement with
 * parameters goes out as a named prepared statement, named by its text. Statements without
 * parameters (migrations, BEGIN/COMMIT) keep the simple protocol, where several commands in
 * one string are allowed. Measures what preparing the hot statements would save.
 */
export function openPreparedSqlClient(url: string, max: number): SqlClient {
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  const run = async (target: Pool | PoolClient, text: string, params?: unknown[]) =>
    ({ rows: (await (params?.length ? target.query({ name: nameOf(text), text, values: params }) : target.query(text))).rows });
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const tx: SqlExecutor = { query: (text, params) => run(client, text, params) };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: async (channel, onNotify) => {
      const client = new Client({ connectionString: url });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      return () => client.end();
    },
    close: () => pool.end(),
  };
}
