import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchEvents, type BenchStore } from './bench-store';
import { cpuMeter } from './cpu';
import { median, percentile } from './stats';

const runId = () => randomUUID().slice(0, 8);

/**
 * B1: `writers` loops, each appending 3 events to its own stream with the exact expected
 * revision, for a fixed time after a warm-up. Throughput counts appends completed inside
 * the window; latency covers appends started inside it; CPU is client + backends over it.
 */
export async function b1ConditionalAppend(
  store: BenchStore,
  url: string,
  writers: number,
  warmupMs: number,
  measureMs: number,
) {
  const run = runId();
  const latencies: number[] = [];
  let completed = 0;
  const from = performance.now() + warmupMs;
  const end = from + measureMs;
  const meter = await cpuMeter(url);
  const metering = (async () => {
    await sleep(from - performance.now());
    await meter.start();
    await sleep(end - performance.now());
    return meter.stop();
  })();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      let count = 0;
      while (performance.now() < end) {
        const started = performance.now();
        count = await store.append(`b1${run}-${w}`, benchEvents(3, count), count);
        const finished = performance.now();
        if (started >= from) latencies.push(finished - started);
        if (finished >= from && finished <= end) completed++;
      }
    }),
  );
  const cpu = await metering;
  return {
    appendsPerSec: completed / (measureMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    clientCpuUsPerAppend: (1000 * cpu.clientMs) / completed,
    serverCpuUsPerAppend: (1000 * cpu.serverMs) / completed,
  };
}

/** B3: seeds one stream of `size` events, then times whole-stream read + fold; the fold checks the order. */
export async function b3ReadAndFold(store: BenchStore, size: number, repetitions: number) {
  const streamId = `b3${runId()}-${size}`;
  for (let count = 0; count < size;)
    count = await store.append(streamId, benchEvents(Math.min(500, size - count), count), count);
  const fold = async () => {
    const folded = await store.fold(
      streamId,
      (state, data) => {
        if (data.seq !== state.count)
          throw new Error(`${store.name}: event ${data.seq} read at position ${state.count}`);
        return { count: state.count + 1, notes: state.notes + data.note.length };
      },
      { count: 0, notes: 0 },
    );
    if (folded.count !== size) throw new Error(`${store.name}: folded ${folded.count} of ${size} events`);
  };
  await fold();
  await fold();
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const started = performance.now();
    await fold();
    times.push(performance.now() - started);
  }
  return { medianMs: median(times), minMs: Math.min(...times) };
}

/**
 * B4 lag: a paced writer appends `perAppend` events every tick (1k events/s at the
 * defaults) across 64 streams while a subscription from the end of the log, on a store
 * instance of its own (as a projection in another service would be), receives them.
 * Lag = delivery time − the time the append's commit was acknowledged.
 */
export async function b4Lag(
  store: BenchStore,
  reader: BenchStore,
  eventsPerSec: number,
  measureMs: number,
  perAppend = 5,
  streams = 64,
) {
  const run = runId();
  const acked = new Map<string, number>();
  const delivered = new Map<string, number>();
  let duplicates = 0;
  const stop = await reader.subscribe('end', (id) => {
    if (delivered.has(id)) duplicates++;
    else delivered.set(id, performance.now());
  });
  const counts = new Array<number>(streams).fill(0);
  const busy = new Set<number>();
  const inFlight = new Set<Promise<void>>();
  let missedTicks = 0;
  const tickMs = (1000 * perAppend) / eventsPerSec;
  const start = performance.now();
  for (let tick = 0; tick * tickMs < measureMs; tick++) {
    const wait = start + tick * tickMs - performance.now();
    if (wait > 0) await sleep(wait);
    const s = tick % streams;
    // A stream still busy with its previous append means the store cannot keep the pace.
    if (busy.has(s)) {
      missedTicks++;
      continue;
    }
    busy.add(s);
    const events = benchEvents(perAppend, counts[s]);
    const append: Promise<void> = store
      .append(`b4lag${run}-${s}`, events, counts[s])
      .then((count) => {
        const at = performance.now();
        counts[s] = count;
        for (const e of events) acked.set(e.id, at);
      })
      .finally(() => {
        busy.delete(s);
        inFlight.delete(append);
      });
    inFlight.add(append);
  }
  await Promise.all(inFlight);
  const writeSeconds = (performance.now() - start) / 1000;
  const drainDeadline = performance.now() + 30_000;
  while ([...acked.keys()].some((id) => !delivered.has(id)) && performance.now() < drainDeadline) await sleep(50);
  await sleep(500);
  await stop();
  const lags = [...acked].filter(([id]) => delivered.has(id)).map(([id, at]) => (delivered.get(id) as number) - at);
  return {
    eventsPerSec: acked.size / writeSeconds,
    p50Ms: Math.max(0, percentile(lags, 50)),
    p99Ms: Math.max(0, percentile(lags, 99)),
    maxMs: Math.max(...lags),
    skipped: [...acked.keys()].filter((id) => !delivered.has(id)).length,
    duplicates,
    missedTicks,
  };
}

/** Fills the log up to `target` events with batches of 1,000 from 4 loaders, through the store's append. */
export async function b4LoadBacklog(store: BenchStore, target: number, batch = 1000, loaders = 4) {
  const run = runId();
  let remaining = Math.max(0, target - (await store.count()));
  const toLoad = remaining;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loaders }, async (_, l) => {
      // 10k events per stream keeps streams realistic rather than one giant stream per loader.
      for (let stream = 0, count = 0; remaining > 0;) {
        const size = Math.min(batch, remaining);
        remaining -= size;
        count = await store.append(`b4bl${run}-${l}.${stream}`, benchEvents(size, count), count);
        if (count >= 10_000) [stream, count] = [stream + 1, 0];
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { loaded: toLoad, seconds, eventsPerSec: toLoad / seconds, total: await store.count() };
}

/** B4 catch-up: a subscription from the start of the log, timed until it has every event (or the time box ends). */
export async function b4CatchUp(store: BenchStore, timeBoxMs: number) {
  const total = await store.count();
  const seen = new Set<string>();
  let duplicates = 0;
  const started = performance.now();
  const stop = await store.subscribe('start', (id) => {
    if (seen.has(id)) duplicates++;
    else seen.add(id);
  });
  while (seen.size < total && performance.now() - started < timeBoxMs) await sleep(20);
  const seconds = (performance.now() - started) / 1000;
  await stop();
  return {
    total,
    delivered: seen.size,
    seconds,
    eventsPerSec: seen.size / seconds,
    finished: seen.size >= total,
    duplicates,
  };
}
