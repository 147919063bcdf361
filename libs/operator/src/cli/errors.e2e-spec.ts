import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { pgliteBackend, serverBackend, type Backend } from './testing/backends';
import { runCli } from './testing/cli-process';

const LOCKED = /^lomo: the embedded platform is running \(pid (\d+)\); stop it or point --database at a server\n$/;

describe('lomo exit codes: one line on stderr, no stack', () => {
  it.each([
    [
      ['events', 'log', '--after', 'yesterday'],
      /^lomo: option '--after <position>' argument 'yesterday' is invalid\. expected a log position/,
    ],
    [
      ['events', 'log', '--since', '2026-02-30'],
      /^lomo: option '--since <time>' argument '2026-02-30' is invalid\. expected an ISO-8601 time/,
    ],
    [['events', 'log', '--until', 'noon'], /^lomo: option '--until <time>' argument 'noon' is invalid/],
    [
      ['events', 'read', 'order-1', '--format', 'xml'],
      /^lomo: option '--format <format>' argument 'xml' is invalid\. Allowed choices are table, jsonl\./,
    ],
    [
      ['events', 'streams', '--limit', '-3'],
      /^lomo: option '--limit <n>' argument '-3' is invalid\. expected a whole number ≥ 1\./,
    ],
    [['events', 'read', 'order-1', '--from', 'one'], /^lomo: option '--from <revision>' argument 'one' is invalid/],
    [['events', 'replay'], /^lomo: unknown command 'replay'/],
    [['events', 'read'], /^lomo: missing required argument 'streamId'/],
    [['events', 'rebuild', 'nope'], /^lomo: unknown projection "nope"; known: stream-stats$/],
    [['events', 'streams', '--database', 'memory://'], /^lomo: memory:\/\/ is a new, empty database/],
  ])('usage: lomo %j exits 64', async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(64);
    expect(result.stderr.split('\n')).toEqual([expect.stringMatching(message), '']);
  });

  it('unavailable: an unreachable server, a wrong password, a missing PGlite dir and a folder that is not one exit 69', async () => {
    const wrongPassword = new URL(process.env.TEST_DATABASE_URL!);
    wrongPassword.password = 'wrong';
    const results = await Promise.all([
      runCli(['events', 'streams', '--database', 'postgres://lomo:secret@127.0.0.1:1/lomo']),
      runCli(['events', 'streams', '--database', wrongPassword.toString()]),
      runCli(['events', 'streams', '--database', '/nonexistent/lomo/pglite']),
      runCli(['events', 'streams'], { LOMO_DATA_DIR: resolve(__dirname) }),
    ]);
    expect(results.map((r) => r.code)).toEqual([69, 69, 69, 69]);
    expect(results.map((r) => r.stderr)).toEqual([
      'lomo: cannot open the database at postgres://lomo:***@127.0.0.1:1/lomo: connect ECONNREFUSED 127.0.0.1:1\n',
      expect.stringMatching(
        new RegExp(
          `^lomo: cannot open the database at postgres://${wrongPassword.username}:\\*\\*\\*@${wrongPassword.host}${wrongPassword.pathname}: password authentication failed for user "${wrongPassword.username}"\n$`,
        ),
      ),
      'lomo: /nonexistent/lomo/pglite holds no database; start the platform once, or point --database at a server\n',
      `lomo: ${resolve(__dirname, 'pglite')} holds no database; start the platform once, or point --database at a server\n`,
    ]);
  });

  describe.each([
    ['a PostgreSQL server', serverBackend],
    ['a PGlite data dir', pgliteBackend],
  ])('on %s', (_name, open) => {
    let backend: Backend;
    beforeAll(async () => {
      backend = await open();
      await backend.withStore((store) =>
        store.append('order-1', [{ id: randomUUID(), type: 'OrderPlaced', data: {} }], { expected: 'no_stream' }),
      );
    });
    afterAll(() => backend.dispose());

    it('not found: an unknown stream exits 66', async () => {
      expect(await runCli(['events', 'read', 'order-2', '--database', backend.database])).toEqual({
        code: 66,
        stdout: '',
        stderr: 'lomo: stream order-2 not found\n',
      });
    });
  });

  it('locked: while another process has the PGlite data dir open, the CLI refuses it (exit 75) and leaves it alone', async () => {
    const pglite = await pgliteBackend();
    try {
      await pglite.withStore(async (store) => {
        await store.append('order-1', [{ id: randomUUID(), type: 'OrderPlaced', data: {} }], { expected: 'no_stream' });
        const refused = await runCli(['events', 'read', 'order-1', '--database', pglite.database]);
        expect(refused).toMatchObject({ code: 75, stdout: '' });
        expect(Number(LOCKED.exec(refused.stderr)?.[1])).toBe(process.pid);
        // The holder is unharmed: it still reads and writes.
        await store.append('order-1', [{ id: randomUUID(), type: 'OrderPaid', data: {} }], { expected: 0n });
      });
      const after = await runCli(['events', 'read', 'order-1', '--database', pglite.database]);
      expect(after.stdout.trim().split('\n')).toHaveLength(2);
    } finally {
      await pglite.dispose();
    }
  });

  it('a reader that goes away (| head) ends the log quietly with exit 0', async () => {
    const server = await serverBackend();
    try {
      await server.withStore((store) =>
        store.append(
          'bulk-1',
          Array.from({ length: 400 }, (_, n) => ({
            id: randomUUID(),
            type: 'Filled',
            data: { n, pad: 'x'.repeat(400) },
          })),
          { expected: 'no_stream' },
        ),
      );
      const launcher = resolve(__dirname, 'lomo.js');
      const shell = spawn(
        'bash',
        [
          '-c',
          `"${process.execPath}" "${launcher}" events log --database '${server.database}' | head -n 1 >/dev/null; echo "\${PIPESTATUS[0]}"`,
        ],
        {
          env: { PATH: process.env.PATH, HOME: process.env.HOME },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      let err = '';
      shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      shell.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      await once(shell, 'exit');
      expect({ status: out.trim(), stderr: err }).toEqual({ status: '0', stderr: '' });
    } finally {
      await server.dispose();
    }
  });

  it('runs as the npm bin: `npx lomo events --help` from the repo root', async () => {
    const npx = spawn('npx', ['--no-install', 'lomo', 'events', '--help'], {
      cwd: resolve(__dirname, '../../../..'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npx.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = await once(npx, 'exit');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: lomo events \[options\] \[command\]/);
    expect(out).toContain('rebuild [options] <projection>');
  });
});
