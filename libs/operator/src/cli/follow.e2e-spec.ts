import { randomUUID } from 'node:crypto';
import { serverBackend, type Backend } from './testing/backends';
import { jsonLines, runCli, spawnCli, until } from './testing/cli-process';

const happened = (type: string, n: number) => ({
  id: randomUUID(),
  type,
  data: { n },
  metadata: { workspaceId: 'w1' },
});

describe('lomo events log --follow', () => {
  let server: Backend;
  beforeAll(async () => {
    server = await serverBackend();
  });
  afterAll(() => server.dispose());

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'prints existing then live matching events until %s, and exits 0',
    async (signal) => {
      const [before, stream, type] = [`before-${signal}`, `live-${signal}`, `Ticked${signal}`];
      await server.withStore((store) => store.append(before, [happened(type, 1)], { expected: 'no_stream' }));
      const cli = spawnCli(['events', 'log', '--follow', '--type', type, '--database', server.database]);
      const output = () => `stdout: ${cli.stdout()} stderr: ${cli.stderr()}`;
      try {
        await until(() => cli.stderr().includes('following live events'), output);
        expect(jsonLines(cli.stdout())).toEqual([expect.objectContaining({ streamId: before, type })]);
        await server.withStore(async (store) => {
          await store.append(stream, [happened(type, 2), happened('Ignored', 3)], { expected: 'no_stream' });
          await store.append(stream, [happened(type, 4)], { expected: 1n });
        });
        await until(() => jsonLines(cli.stdout()).length === 3, output);
      } finally {
        cli.child.kill(signal);
      }
      expect(await cli.exited).toEqual({ code: 0, signal: null });
      expect(
        jsonLines<{ streamId: string; data: { n: number } }>(cli.stdout()).map((e) => [e.streamId, e.data.n]),
      ).toEqual([
        [before, 1],
        [stream, 2],
        [stream, 4],
      ]);
    },
  );

  it('given a PGlite data dir, refuses to follow: no other process can write to it meanwhile (exit 64)', async () => {
    const result = await runCli(['events', 'log', '--follow', '--database', '.lomo/pglite']);
    expect(result).toEqual({
      code: 64,
      stdout: '',
      stderr:
        'lomo: --follow needs a PostgreSQL server: nothing else can write to an embedded database while this command holds it\n',
    });
  });
});
