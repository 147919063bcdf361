import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLocked, lockDataDir, PGLITE_LOCK_FILE } from './pglite-lock';
import { openSqlClient } from './sql-client';

describe('the PGlite data dir lock', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('given a data dir open through openSqlClient, a second open is refused with the holder pid until the first closes', async () => {
    const first = await openSqlClient({ pgliteDataDir: dataDir });
    try {
      expect(await readFile(join(dataDir, PGLITE_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
      await expect(openSqlClient({ pgliteDataDir: dataDir })).rejects.toEqual(
        expect.objectContaining({ code: 'data_dir_locked', pid: process.pid }),
      );
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, PGLITE_LOCK_FILE))).toBe(false);
    const second = await openSqlClient({ pgliteDataDir: dataDir });
    await second.close();
  });

  it('given a lock held by another live process, refuses and leaves its lock file alone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(join(dataDir, PGLITE_LOCK_FILE), `${holder.pid}\n`);
      await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLocked);
      await expect(lockDataDir(dataDir)).rejects.toMatchObject({ pid: holder.pid });
      expect(await readFile(join(dataDir, PGLITE_LOCK_FILE), 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill();
      await once(holder, 'exit');
    }
  });

  it('given a lock left by a process that died (a crash), takes it over', async () => {
    const crashed = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(crashed, 'exit');
    await writeFile(join(dataDir, PGLITE_LOCK_FILE), `${crashed.pid}\n`);
    const release = await lockDataDir(dataDir);
    expect(await readFile(join(dataDir, PGLITE_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });

  it('given a lock naming our own pid that this process does not hold (a restarted container reuses pids), takes it over', async () => {
    await writeFile(join(dataDir, PGLITE_LOCK_FILE), `${process.pid}\n`);
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toMatchObject({ pid: process.pid });
    await release();
    expect(existsSync(join(dataDir, PGLITE_LOCK_FILE))).toBe(false);
  });
});
