import type { BenchStore, StoreName } from './bench-store';
import { openEmmettStore } from './emmett-store';
import { openLomoStore } from './lomo-store';
import { b1ConditionalAppend, b3ReadAndFold, b4CatchUp, b4Lag, b4LoadBacklog } from './scenarios';

/** One scenario against one store, in a process of its own (see main.ts for why). */
export type Job =
  | { scenario: 'b1'; writers: number; warmupMs: number; measureMs: number }
  | { scenario: 'b3'; size: number; repetitions: number }
  | { scenario: 'b4-lag'; eventsPerSec: number; measureMs: number }
  | { scenario: 'b4-load'; target: number }
  | { scenario: 'b4-catch-up'; timeBoxMs: number };

export const RESULT_PREFIX = 'RESULT ';

async function withSecondStore<T>(
  open: () => Promise<BenchStore>,
  use: (reader: BenchStore) => Promise<T>,
): Promise<T> {
  const reader = await open();
  try {
    return await use(reader);
  } finally {
    await reader.close();
  }
}

function run(store: BenchStore, url: string, job: Job, open: () => Promise<BenchStore>): Promise<object> {
  switch (job.scenario) {
    case 'b1':
      return b1ConditionalAppend(store, url, job.writers, job.warmupMs, job.measureMs);
    case 'b3':
      return b3ReadAndFold(store, job.size, job.repetitions);
    case 'b4-lag':
      return withSecondStore(open, (reader) => b4Lag(store, reader, job.eventsPerSec, job.measureMs));
    case 'b4-load':
      return b4LoadBacklog(store, job.target);
    case 'b4-catch-up':
      return b4CatchUp(store, job.timeBoxMs);
    default: {
      const _exhaustive: never = job;
      throw new Error(`unknown job ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** B1 gives every writer its own connection; the other scenarios need only a few. */
const poolSize = (job: Job) => (job.scenario === 'b1' ? job.writers : 16);

async function main(): Promise<void> {
  const [storeName, url, jobJson] = process.argv.slice(2) as [StoreName, string, string];
  const job = JSON.parse(jobJson) as Job;
  const open = () =>
    storeName === 'emmett'
      ? openEmmettStore(url, poolSize(job))
      : openLomoStore(url, poolSize(job), storeName === 'lomo-serialized', storeName === 'lomo-encrypted');
  const store = await open();
  try {
    process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(await run(store, url, job, open))}\n`);
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
