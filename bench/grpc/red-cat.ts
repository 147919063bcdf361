import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { devSession, DistributedCluster, freePort, FULL_CLUSTER, spawnApp, waitForUrl } from '@lomo/testing';

/**
 * Red-cat prompts, one per trial: a new task each (the router attaches a message that
 * resembles an open task to it, so the same text twice would not start a second task).
 */
export const PROMPTS = [
  'a red cat, watercolour',
  'a scarlet lighthouse at dusk, oil painting',
  'a crimson kite over the dunes, poster',
  'a red fox in the snow, sketch',
  'a scarlet tram in the rain, illustration',
];

/** One system under test: where its gateway is, and how to end it. */
interface System {
  gateway: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The embedded platform (one process, PGlite on disk, in-process bus), as `npm start` runs it. */
export async function embedded(): Promise<System> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lomo-bench-embedded-'));
  const proc = spawnApp('platform', {
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    LOMO_DATA_DIR: dataDir,
    GATEWAY_DEV_LOGIN: 'true',
  });
  const gateway = await waitForUrl(proc, 170_000);
  return {
    gateway,
    headers: await devSession(gateway),
    close: async () => {
      proc.child.kill('SIGTERM');
      await proc.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Distributed mode: the seven apps as nine processes on the real servers (`DistributedCluster`). */
export async function distributed(): Promise<System> {
  const cluster = await DistributedCluster.start({ apps: FULL_CLUSTER });
  return { gateway: cluster.gatewayUrls[0], headers: await cluster.devSession(), close: () => cluster.teardown() };
}

/**
 * Milliseconds from `POST /v1/main/messages` to the task card showing it idle with its image
 * (polled every 50 ms through the same gateway), one trial per prompt.
 */
export async function redCatTimes(system: System, prompts: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const text of prompts) {
    const started = performance.now();
    const res = await fetch(`${system.gateway}/v1/main/messages`, {
      method: 'POST',
      headers: system.headers,
      body: JSON.stringify({ text }),
    });
    const entry = (await res.json()) as { decision: string; taskIds: string[] };
    if (res.status !== 201 || entry.decision !== 'created_task')
      throw new Error(`"${text}": ${res.status} ${JSON.stringify(entry)} (expected a new task)`);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const card = (await (
        await fetch(`${system.gateway}/v1/tasks/${entry.taskIds[0]}`, { headers: system.headers })
      ).json()) as { status: string; artifacts?: unknown[] };
      if (card.status === 'idle' && (card.artifacts?.length ?? 0) > 0) break;
      if (Date.now() > deadline) throw new Error(`"${text}" did not finish: ${JSON.stringify(card)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    times.push(performance.now() - started);
  }
  return times;
}
