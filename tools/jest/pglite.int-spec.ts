// jest-lane: alone — it starts with no template copy, which tools/jest/pglite.js keeps in its module once a neighbour made one.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const { version } = JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
  version: string;
};

/** What initdb made: every catalog relation, every database, the server's version. */
async function catalog(db: PGlite) {
  const relations = await db.query<{ relname: string }>(`select relname from pg_class order by relname`);
  const databases = await db.query<{ datname: string }>(`select datname from pg_database order by datname`);
  const server = await db.query<{ server_version: string }>(`show server_version`);
  return {
    relations: relations.rows.map((r) => r.relname),
    databases: databases.rows.map((r) => r.datname),
    version: server.rows[0].server_version,
  };
}

// tools/jest/pglite.js: in tests, a new PGlite database starts from a copy of one initdb's data
// directory instead of running initdb again (issue 32).
describe('PGlite in tests starts from a copy of one initialised data directory', () => {
  it('given no copy yet, when in-memory databases open, then the data directory initdb made for the first is kept on disk and the next, made from it, has the same catalog', async () => {
    const copy = join(root, 'tmp', 'pglite-template', `${version}.tar`);
    // Another Jest process that needs the copy meanwhile makes it again (written whole, then renamed).
    rmSync(copy, { force: true });
    // The first is made by initdb (and kept); the second is made from the copy.
    const initialised = await PGlite.create();
    try {
      expect(existsSync(copy)).toBe(true);
      const copied = await PGlite.create();
      try {
        const ours = await catalog(copied);
        expect(ours.relations.length).toBeGreaterThan(100);
        expect(ours).toEqual(await catalog(initialised));
      } finally {
        await copied.close();
      }
    } finally {
      await initialised.close();
    }
    // Two databases, one of them by initdb: 94 s at load average ~30 on the 2-core machine.
  }, 180_000);

  it('given an empty data directory, when a database opens there, writes and reopens, then it keeps what was written', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lomo-pglite-copy-'));
    try {
      const first = await PGlite.create(dataDir);
      await first.exec(`create table kept (id int); insert into kept values (7)`);
      await first.close();
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

      const again = await PGlite.create(dataDir);
      expect((await again.query<{ id: number }>(`select id from kept`)).rows).toEqual([{ id: 7 }]);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('given an extension, when a database made from the copy creates it, then it works', async () => {
    const db = await PGlite.create({ extensions: { vector } });
    try {
      await db.exec(`create extension vector`);
      const { rows } = await db.query<{ d: number }>(`select '[1,2]'::vector <-> '[1,4]'::vector as d`);
      expect(rows).toEqual([{ d: 2 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
