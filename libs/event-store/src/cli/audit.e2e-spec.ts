import { randomUUID } from 'node:crypto';
import { pgliteBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

jest.setTimeout(180_000);

describe('lomo audit deletion on a PGlite data dir', () => {
  let backend: Backend;
  const audit = (...args: string[]) => runCli(['audit', 'deletion', ...args, '--database', backend.database]);
  const said = (text: string) => [{ id: randomUUID(), type: 'Said', data: { text } }];

  beforeAll(async () => {
    backend = await pgliteBackend();
    await backend.withStore(async (store) => {
      await store.append('chat-t1', said('a quillfox cat'), { expected: 'no_stream' });
      await store.append('note-1', said('about t1: the quillfox'), { expected: 'no_stream' });
      await store.append('note-2', said('unrelated'), { expected: 'no_stream' });
      await store.purgeStream('chat-t1', { workspaceId: 'ws' });
    });
  });
  afterAll(() => backend.dispose());

  it('given a purged stream whose id and words live on elsewhere, when audited, then it exits 65 listing where', async () => {
    const result = await audit('t1', '--text', 'quillfox', '--format', 'jsonl');
    expect(result.code).toBe(65);
    expect(jsonLines(result.stdout)).toEqual([
      { needle: 't1', table: 'lomo_events', column: 'data', rows: 1, categories: ['note'] },
      { needle: 'quillfox', table: 'lomo_events', column: 'data', rows: 1, categories: ['note'] },
    ]);
    expect(result.stderr).toContain('2 place(s) still hold task t1');
  });

  it('given a task that only tombstones name, when audited, then it exits 0 and prints nothing', async () => {
    const result = await audit('chat-t1', '--text', 'a quillfox cat', '--format', 'jsonl');
    expect(result).toMatchObject({ code: 0, stdout: '' });
  });
});
