import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { eraseDeadRows, PhysicalErasure } from './physical-erasure';
import { openSqlClient, type SqlClient } from './sql-client';

jest.setTimeout(180_000);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}
const holding = async (files: readonly string[], word: string) => {
  const found: string[] = [];
  for (const file of files) if ((await readFile(file).catch(() => Buffer.alloc(0))).includes(word)) found.push(file);
  return found;
};

/**
 * A table like the ones a purge rewrites (search documents): text with a full-text GIN index,
 * whose keys are the words themselves, and a b-tree. The deleted row is the last one written,
 * so it lies at the low end of its page, where a plain vacuum's compaction would leave it.
 */
async function tableWithDeletedWord(sql: SqlClient, table: string, word: string): Promise<void> {
  await sql.query(
    `create table ${table} (id int primary key, body text,
       words tsvector generated always as (to_tsvector('simple', body)) stored)`,
  );
  const name = table.split('.').pop()!;
  await sql.query(`create index ${name}_words on ${table} using gin (words)`);
  await sql.query(`create index ${name}_body on ${table} (body)`);
  for (let i = 0; i < 150; i++) await sql.query(`insert into ${table} values ($1, $2)`, [i, `row ${i} of a teammate`]);
  await sql.query(`insert into ${table} values (150, $1)`, [`a ${word} poster`]);
  await sql.query(`update ${table} set body = body || '.' where id % 10 = 0`);
  await sql.query(`delete from ${table} where id = 150`);
}

/** Issue 30 item 3, ADR 0057: after a purge, the files of the database hold none of the deleted words. */
describe('physical erasure after a purge', () => {
  it('given PGlite on disk, when the dead rows are erased, then no file of its data directory holds the word (WAL included)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'physical-erasure-'));
    try {
      const word = `fennelgrove${randomUUID().slice(0, 8)}`;
      const sql = await openSqlClient({ pgliteDataDir: dir });
      await tableWithDeletedWord(sql, 'documents', word);
      await sql.query('checkpoint');
      // Not vacuous: deleted, the word is still in the table's, its indexes' and the WAL's files.
      expect((await holding(await filesUnder(dir), word)).length).toBeGreaterThanOrEqual(3);

      const erasure = new PhysicalErasure(sql, { delayMs: 10 });
      erasure.request();
      erasure.request();
      await erasure.settled();
      expect(erasure.last).toMatchObject({ tables: expect.arrayContaining(['public.documents']) });
      await sql.close();

      expect(await holding(await filesUnder(dir), word)).toEqual([]);
      const reopened = await openSqlClient({ pgliteDataDir: dir });
      expect((await reopened.query(`select count(*)::int as n from documents`)).rows).toEqual([{ n: 150 }]);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  const url = process.env.TEST_DATABASE_URL!;
  it('given a PostgreSQL server whose data directory is readable here, when the dead rows are erased, then the files of the table and its indexes hold no word, even after a plain vacuum', async () => {
    const sql = await openSqlClient({ url, pgliteDataDir: 'unused' });
    const schema = `erasure_${randomUUID().slice(0, 8)}`;
    try {
      const { rows } = await sql.query<{ dir: string }>(`select current_setting('data_directory') as dir`);
      // scripts/services.sh runs the server on this machine; elsewhere the files cannot be read.
      expect(existsSync(rows[0].dir)).toBe(true);
      const word = `fennelgrove${randomUUID().slice(0, 8)}`;
      await sql.query(`create schema ${schema}`);
      await tableWithDeletedWord(sql, `${schema}.documents`, word);
      const files = async () => {
        await sql.query('checkpoint');
        const { rows: paths } = await sql.query<{ path: string }>(
          `select pg_relation_filepath(c.oid) as path from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = $1`,
          [schema],
        );
        const all: string[] = [];
        for (const { path } of paths.filter((p) => p.path)) {
          const own = new RegExp(`^${basename(path)}(\\.\\d+|_fsm|_vm|_init)?$`);
          const where = dirname(join(rows[0].dir, path));
          all.push(...(await readdir(where)).filter((f) => own.test(f)).map((f) => join(where, f)));
        }
        return all;
      };
      expect((await holding(await files(), word)).length).toBeGreaterThanOrEqual(2);

      // A plain vacuum (the server's autovacuum) leaves the word in the files, and no dead row to see.
      await sql.query(`vacuum ${schema}.documents`);
      expect((await holding(await files(), word)).length).toBeGreaterThanOrEqual(2);

      const report = await eraseDeadRows(sql);
      expect(report.tables).toContain(`${schema}.documents`);
      // Nothing changed since: the next run rewrites it no more.
      expect((await eraseDeadRows(sql)).tables).not.toContain(`${schema}.documents`);

      expect(await holding(await files(), word)).toEqual([]);
    } finally {
      await sql.query(`drop schema if exists ${schema} cascade`);
      await sql.close();
    }
  });
});
