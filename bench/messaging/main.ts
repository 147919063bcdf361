import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { inProcessPath, kafkaBusPath, type LatencyPath, rawKafkajsPath, redisPath } from './latency-paths';
import { measure, percentile, type PathResult } from './measure';
import { writeSection } from '../shared/doc-section';
import { formatSection } from './report';

/**
 * `npm run bench:messaging` (B5): wake-up latency at a steady 200 msg/s through the Kafka
 * MessageBus, kafkajs alone, the in-process bus and a Redis pub/sub hop, one after the
 * other in one run; the result replaces the B5 section of docs/benchmarks.md.
 */
const brokers = (process.env.BENCH_KAFKA_BROKERS ?? process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6380';
/** @default 10 s measured per path and round, after 2 s of warm-up */
const run = {
  rate: Number(process.env.BENCH_RATE ?? 200),
  warmupMs: 2_000,
  measureMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
};
/** Rounds, the paths taking turns in each, so a shared machine's load swings hit every path alike. @default 3 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function versions() {
  const redis = new Redis(redisUrl);
  const info = await redis.info('server');
  redis.disconnect();
  const status = await promisify(execFile)('bash', ['scripts/services.sh', 'status', 'kafka'], {
    cwd: join(__dirname, '../..'),
  }).catch(() => ({ stdout: '' }));
  return {
    redis: /redis_version:(\S+)/.exec(info)?.[1] ?? '?',
    kafka: /kafka\s+\S+\s+(\S+)/.exec(status.stdout)?.[1] ?? '?',
  };
}

/** Bench topics are throwaway: delete them so the broker does not accumulate them run after run. */
async function deleteBenchTopics(): Promise<void> {
  const admin = new Kafka({ clientId: 'lomo-bench-cleanup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((t) => /^bench\.(wake|raw)-|^bench-[br][0-9a-f]{8}\./.test(t));
  if (topics.length) await admin.deleteTopics({ topics });
  await admin.disconnect();
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const paths: (() => LatencyPath)[] = [
    () => kafkaBusPath(brokers),
    () => rawKafkajsPath(brokers),
    inProcessPath,
    () => redisPath(redisUrl),
  ];
  const rounds: PathResult[][] = paths.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, open] of paths.entries()) {
      const path = open();
      const result = await measure(path, run, loadavg()[0]);
      rounds[i].push(result);
      console.log(
        `round ${round} ${path.name}: p50 ${percentile(result.wakeUp, 50).toFixed(2)} ms, p99 ${percentile(result.wakeUp, 99).toFixed(2)} ms, lost ${result.lost}`,
      );
    }
  }
  await deleteBenchTopics();
  const section = formatSection(rounds, run, await versions(), startedAt);
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'messaging', section);
  console.log(`\n${section}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
