import { sectionMarkers } from '../shared/doc-section';
import { cpus, release, totalmem } from 'node:os';
import { type PacedRun, percentile, type PathResult } from './measure';

const { start: START, end: END } = sectionMarkers('messaging');

export interface Versions {
  kafka: string;
  redis: string;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1));

/** The B5 section of docs/benchmarks.md: machine, settings, one row per path (rounds pooled), the aim. */
export function formatSection(rounds: PathResult[][], run: PacedRun, versions: Versions, startedAt: Date): string {
  const pooled = rounds.map((results) => ({
    name: results[0].name,
    wakeUp: results.flatMap((r) => r.wakeUp),
    ack: results.flatMap((r) => r.ack),
    afterAck: results.flatMap((r) => r.afterAck),
    lost: results.reduce((sum, r) => sum + r.lost, 0),
    duplicates: results.reduce((sum, r) => sum + r.duplicates, 0),
    perRound: results.map((r) => `${ms(percentile(r.wakeUp, 50))} / ${ms(percentile(r.wakeUp, 99))}`).join(' · '),
    load: results.map((r) => r.loadBefore.toFixed(1)).join(' · '),
  }));
  const [p50, p99] = [percentile(pooled[0].wakeUp, 50), percentile(pooled[0].wakeUp, 99)];
  const met = p50 <= 5 && p99 <= 25;
  // Path 0 is the Kafka bus, path 1 kafkajs alone (main.ts); each round ran both back to back.
  const raw99 = percentile(pooled[1].wakeUp, 99);
  const ratio = p99 / raw99;
  const [busAfter, rawAfter] = [percentile(pooled[0].afterAck, 99), percentile(pooled[1].afterAck, 99)];
  const perRound = rounds[0]
    .map((bus, i) => `${(percentile(bus.wakeUp, 99) / percentile(rounds[1][i].wakeUp, 99)).toFixed(2)}×`)
    .join(' · ');
  const lines = [
    START,
    '## B5 — messaging wake-up latency (produce → consume)',
    '',
    `\`npm run bench:messaging\`, run ${startedAt.toISOString()}. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}; Apache Kafka ${versions.kafka} (one KRaft node, loopback), Redis ${versions.redis}. ` +
      'Publisher, broker client and consumer share one process, so one clock times both ends. The machine is shared: the 1-min load average before each round is listed.',
    '',
    `${run.rate} msg/s on a fixed schedule for ${run.measureMs / 1000} s after ${run.warmupMs / 1000} s of warm-up, ${rounds[0].length} rounds with the paths taking turns, ` +
      'keys over 64 tasks, 3 partitions. Wake-up = from the `publish` call to the start of the handler; ack = from the call to the broker acknowledgement (acks=all); ' +
      'after-ack = from the acknowledgement to the start of the handler (0 when the handler came first): the consumer side alone, without the produce tail. Percentiles pool all rounds.',
    '',
    '| path | measured | lost | dup | wake-up p50 ms | p99 ms | max ms | p50 / p99 per round | ack p50 ms | ack p99 ms | after-ack p99 ms | load avg per round |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pooled.map(
      (r) =>
        `| ${r.name} | ${r.wakeUp.length} | ${r.lost} | ${r.duplicates} | ${ms(percentile(r.wakeUp, 50))} | ${ms(percentile(r.wakeUp, 99))} | ` +
        `${ms(percentile(r.wakeUp, 100))} | ${r.perRound} | ${ms(percentile(r.ack, 50))} | ${ms(percentile(r.ack, 99))} | ` +
        `${ms(percentile(r.afterAck, 99))} | ${r.load} |`,
    ),
    '',
    `Aim (issue 4): Kafka p50 ≤ 5 ms and p99 ≤ 25 ms — **${met ? 'met' : 'not met'}** on this run (p50 ${ms(p50)} ms, p99 ${ms(p99)} ms).`,
    '',
    `Aim (issue 14): the bus's p99 within 1.5× of kafkajs alone in the same run — **${ratio <= 1.5 ? 'met' : 'not met'}**: ` +
      `${ms(p99)} ms vs ${ms(raw99)} ms = ${ratio.toFixed(2)}× (per round ${perRound}); ` +
      `after-ack p99 ${ms(busAfter)} ms vs ${ms(rawAfter)} ms = ${(busAfter / rawAfter).toFixed(2)}×.`,
    END,
  ];
  return lines.join('\n');
}
