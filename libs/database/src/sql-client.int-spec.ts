import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient, type SqlClient } from './sql-client';

/** The embedded database answers the same on the app's thread and on a thread of its own. */
describe.each(['main', 'worker'] as const)('PGlite on the %s thread', (pgliteThread) => {
  let sql: SqlClient;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '', pgliteThread });
    await sql.query('create table notes (id int primary key, body jsonb, at timestamptz, raw bytea, big bigint)');
  });
  afterAll(() => sql.close());

  it('given typed columns, then rows come back with their types (json, time, bytes, big integers)', async () => {
    await sql.query('insert into notes values ($1, $2, $3, $4, $5)', [
      1,
      JSON.stringify({ colour: 'teal' }),
      new Date('2026-12-05T10:00:00Z'),
      new Uint8Array([1, 2, 3]),
      '9007199254740993',
    ]);
    const { rows } = await sql.query('select * from notes where id = $1', [1]);
    expect(rows).toEqual([
      {
        id: 1,
        body: { colour: 'teal' },
        at: new Date('2026-12-05T10:00:00Z'),
        raw: new Uint8Array([1, 2, 3]),
        big: 9007199254740993n,
      },
    ]);
  });

  it('given a transaction that throws, then nothing of it stays; one that resolves commits', async () => {
    await expect(
      sql.transaction(async (tx) => {
        await tx.query('insert into notes (id) values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await sql.transaction(async (tx) => void (await tx.query('insert into notes (id) values (3)')));
    const { rows } = await sql.query('select id from notes where id in (2, 3)');
    expect(rows).toEqual([{ id: 3 }]);
  });

  it("given a statement PostgreSQL refuses, then the error carries PostgreSQL's code and the next statement runs", async () => {
    await expect(sql.query('insert into notes (id) values (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringMatching(/duplicate key/),
    });
    await expect(sql.query('select 1 as one')).resolves.toEqual({ rows: [{ one: 1 }] });
  });

  it('given a listener, then a NOTIFY reaches it, and none after it stops listening', async () => {
    const heard: string[] = [];
    const stop = await sql.listen('lomo_test', (payload) => heard.push(payload));
    await sql.query(`select pg_notify('lomo_test', 'first')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    await sql.query(`select pg_notify('lomo_test', 'second')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['first']);
  });

  it('given a data directory, then what was written is there when it is opened again', async () => {
    const pgliteDataDir = join(mkdtempSync(join(tmpdir(), 'lomo-sql-')), 'pglite');
    const first = await openSqlClient({ pgliteDataDir, pgliteThread });
    await first.query('create table kept (word text)');
    await first.query(`insert into kept values ('cat')`);
    await first.close();
    const again = await openSqlClient({ pgliteDataDir, pgliteThread });
    try {
      await expect(again.query('select word from kept')).resolves.toEqual({ rows: [{ word: 'cat' }] });
    } finally {
      await again.close();
    }
  });
});

describe('PGlite on a thread of its own, left open', () => {
  it('given a process that opens it, queries and ends without closing it, then the process exits once the answer is in', () => {
    const script = [
      "require('@swc-node/register');",
      "const { openSqlClient } = require('./libs/database/src/sql-client.ts');",
      "openSqlClient({ url: 'memory://', pgliteDataDir: '', pgliteThread: 'worker' })",
      "  .then((sql) => sql.query('select 41 + 1 as n'))",
      '  .then(({ rows }) => console.log(rows[0].n));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['-e', script], {
      cwd: join(__dirname, '..', '..', '..'),
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(out.trim()).toBe('42');
  });
});
