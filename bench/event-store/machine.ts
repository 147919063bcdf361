import { spawn } from 'node:child_process';
import { access, constants, rm } from 'node:fs/promises';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

const PG_TEST_FSYNC = '/usr/lib/postgresql/15/bin/pg_test_fsync';

/**
 * fdatasync ops/s for one 8 kB write (PostgreSQL's default wal_sync_method on Linux), from
 * the first section of pg_test_fsync: the rest of its ~16 s run is not needed, so it is
 * stopped there. Runs on the filesystem of the server's data dir when that is writable.
 */
export async function fdatasyncOpsPerSec(): Promise<{ opsPerSec: number | undefined; dir: string }> {
  const servicesDir = join(process.env.LOMO_SERVICES_DIR ?? '/var/tmp/lomo-services', 'postgres');
  const dir = await access(servicesDir, constants.W_OK).then(
    () => servicesDir,
    () => tmpdir(),
  );
  const file = join(dir, `pg_test_fsync.${process.pid}.tmp`);
  const child = spawn(PG_TEST_FSYNC, ['-s', '1', '-f', file], { stdio: ['ignore', 'pipe', 'ignore'] });
  const opsPerSec = await new Promise<number | undefined>((resolve) => {
    let output = '';
    const timer = setTimeout(() => resolve(undefined), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^\s+fdatasync\s+([\d.]+) ops\/sec/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('error', () => resolve(undefined));
    child.on('exit', () => resolve(undefined));
  });
  child.kill();
  await rm(file, { force: true });
  return { opsPerSec, dir };
}

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  kernel: string;
  node: string;
  postgres: string;
  settings: Record<string, string>;
  fdatasyncOpsPerSec: number | undefined;
  fsyncTestDir: string;
  loadAverage: number[];
}

export async function describeMachine(url: string): Promise<Machine> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const version = (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0].v;
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
        where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers', 'max_connections') order by name`,
    );
    const fsync = await fdatasyncOpsPerSec();
    return {
      cores: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      kernel: release(),
      node: process.version,
      postgres: version,
      settings: Object.fromEntries(rows.map((r) => [r.name, r.setting])),
      fdatasyncOpsPerSec: fsync.opsPerSec,
      fsyncTestDir: fsync.dir,
      loadAverage: loadavg(),
    };
  } finally {
    await client.end();
  }
}
