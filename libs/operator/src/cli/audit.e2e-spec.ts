import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { taskStreamId } from '@lomo/contracts';
import { DELETION_CONSUMERS } from '../audit/deletion-pending';
import { pgliteBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

jest.setTimeout(180_000);

/**
 * `lomo audit deletion` as an operator runs it: with the deployment's environment, here an
 * embedded one (PGlite, disk blobs under LOMO_DATA_DIR, a spool, a log file).
 */
describe('lomo audit deletion on a PGlite data dir', () => {
  let backend: Backend;
  let dataDir: string;
  const deployment = () => ({
    LOMO_DATA_DIR: dataDir,
    GENERATION_SPOOL_DIR: join(dataDir, 'spool'),
    LOMO_LOG_FILES: join(dataDir, 'platform.log'),
  });
  const audit = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runCli(['audit', 'deletion', ...args, '--database', backend.database, '--format', 'jsonl'], {
      ...deployment(),
      ...env,
    });
  const said = (text: string) => [{ id: randomUUID(), type: 'Said', data: { text } }];

  beforeAll(async () => {
    backend = await pgliteBackend();
    dataDir = dirname(backend.database);
    await backend.withStore(async (store, sql) => {
      for (const task of ['t1', 't2', 't3']) {
        await store.append(taskStreamId(task), said(`a quillfox cat ${task}`), { expected: 'no_stream' });
        await store.purgeStream(taskStreamId(task), { workspaceId: 'ws' });
      }
      await store.append('note-1', said('about t1: the quillfox'), { expected: 'no_stream' });
      // Every service has handled every purge: what is left is only what the stores hold.
      await sql.query(`create table messaging_inbox (consumer text, message_id text)`);
      await sql.query(
        `insert into messaging_inbox select c, event_id::text from lomo_events, unnest($1::text[]) c where stream_id = '$purges'`,
        [DELETION_CONSUMERS],
      );
    });
    await mkdir(join(dataDir, 'blobs', 'obj-1'), { recursive: true });
    await writeFile(join(dataDir, 'blobs', 'obj-1', 'a'.repeat(64)), 'scene 1: the wrenmoss lighthouse');
    await mkdir(join(dataDir, 'spool', 'job-1'), { recursive: true });
    await writeFile(
      join(dataDir, 'spool', 'job-1', '0.png'),
      Buffer.concat([Buffer.alloc(64, 7), Buffer.from('wrenmoss')]),
    );
    await writeFile(
      join(dataDir, 'platform.log'),
      ['{"msg":"booted"}', '{"msg":"turn","text":"the wrenmoss lighthouse"}', '{"msg":"done"}', ''].join('\n'),
    );
  });
  afterAll(() => backend.dispose());

  it('given a purged task whose id and words live on elsewhere, when audited, then it exits 65 listing where', async () => {
    const result = await audit(['t1', '--text', 'quillfox']);
    expect(result.code).toBe(65);
    expect(jsonLines(result.stdout)).toEqual([
      { needle: 't1', table: 'lomo_events', column: 'data', rows: 1, categories: ['note'] },
      { needle: 'quillfox', table: 'lomo_events', column: 'data', rows: 1, categories: ['note'] },
    ]);
    expect(result.stderr).toContain('2 place(s) still hold task t1');
  });

  it('given a task only tombstones name, when audited, then it exits 0, prints nothing and names every store it read', async () => {
    const result = await audit(['t2', '--text', 'a quillfox cat t2']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).toContain(
      `scanned: database; blobs ${join(dataDir, 'blobs')}; spool ${join(dataDir, 'spool')}; logs ${join(dataDir, 'platform.log')}`,
    );
  });

  it("given a task's word left in a disk blob, a spooled output and a log line, when audited, then each is listed and it exits 65", async () => {
    const result = await audit(['t3', '--text', 'wrenmoss']);
    expect(result.code).toBe(65);
    expect(jsonLines(result.stdout)).toEqual([
      { needle: 'wrenmoss', store: 'blobs', where: join(dataDir, 'blobs'), rows: 1 },
      { needle: 'wrenmoss', store: 'spool', where: join(dataDir, 'spool'), rows: 1 },
      { needle: 'wrenmoss', store: 'logs', where: join(dataDir, 'platform.log'), rows: 1 },
    ]);
  });

  it('given an id with no recorded deletion, when audited, then it exits 67', async () => {
    const result = await audit([randomUUID()]);
    expect(result.code).toBe(67);
    expect(result.stderr).toMatch(/no deletion of task [\w-]+ is recorded/);
  });

  it('given a configured Redis that cannot be reached, when audited, then it exits 69 naming it', async () => {
    const result = await audit(['t2'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(69);
    expect(result.stderr).toContain('not scanned: redis redis://127.0.0.1:1');
    expect(result.stderr).toContain('lomo: redis could not be scanned');
  });

  it('given a configured log file that does not exist, when audited, then it exits 69', async () => {
    const result = await audit(['t2'], { LOMO_LOG_FILES: join(dataDir, 'gone.log') });
    expect(result.code).toBe(69);
    expect(result.stderr).toContain('lomo: logs could not be scanned');
  });

  it('given a configuration the platform would refuse, when audited, then it exits 78 naming the setting', async () => {
    const result = await audit(['t2'], { BUS: 'kafka' });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('KAFKA_BROKERS');
  });
});
