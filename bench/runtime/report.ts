import type { Machine } from '../event-store/machine';
import { percentile } from '../event-store/stats';
import { sectionMarkers } from '../shared/doc-section';

const { start: START, end: END } = sectionMarkers('runtime');
import type { OpBreakdown, ScenarioResult, SystemName, TakeoverResult } from './protocol';

export interface Report {
  startedAt: Date;
  machine: Machine;
  /** Load average when the last scenario ended. */
  loadAfter?: number[];
  /** Passes over all systems (BENCH_ROUNDS). */
  rounds?: number;
  /** The earlier commit `lomo-before` ran from (BENCH_BEFORE_TREE / BENCH_BEFORE_LABEL). */
  before?: string;
  versions: Record<string, string>;
  scenarios: ScenarioResult[];
  takeover: TakeoverResult;
  settings: { warmupMs: number; warmupConcurrency: number; measureMs: number };
}

const LABEL: Record<SystemName, string> = {
  lomo: 'Lomo (TaskWorker.runTask, sealed log as deployed)',
  'lomo-before': 'Lomo before (TaskWorker.runTask of the earlier commit)',
  'langgraph-sync': 'LangGraph + PostgresSaver, durability sync',
  'langgraph-async': 'LangGraph + PostgresSaver, durability async (default)',
  'lomo-lean': 'Lomo, prototype 1: lean repository (bench only)',
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const n1 = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');
const median = (values: number[]) => percentile(values, 50);

const MEDIANS = [
  'turns',
  'stepsPerSec',
  'stepP50',
  'stepP99',
  'turnP50',
  'turnP99',
  'roundTripsPerTurn',
  'commitsPerTurn',
  'sqlMsPerTurn',
  'cpuMsPerStep',
  'serverCpuMsPerStep',
  'selectP50',
  'commitP50',
  'loadBefore',
] as const satisfies ReadonlyArray<keyof ScenarioResult>;

/** One system at one concurrency: its only run, or the median of each figure over the rounds. */
function find(r: Report, system: SystemName, c: number): ScenarioResult | undefined {
  const runs = r.scenarios.filter((s) => s.system === system && s.concurrency === c);
  if (runs.length <= 1) return runs[0];
  const medians = Object.fromEntries(MEDIANS.map((key) => [key, median(runs.map((s) => s[key]))]));
  return { ...runs[0], ...medians, round: undefined, failures: runs.reduce((sum, s) => sum + s.failures, 0) };
}
const rounds = (r: Report) => [...new Set(r.scenarios.map((s) => s.round ?? 1))];
const concurrencies = (r: Report) => [...new Set(r.scenarios.map((s) => s.concurrency))];

function header(r: Report): string[] {
  const m = r.machine;
  const s = m.settings;
  return [
    START,
    '## Task runtime (B6)',
    '',
    'Per-step overhead of a turn, Lomo vs LangGraph JS with its PostgreSQL checkpointer, and takeover after a worker is killed (issue 5).',
    '',
    `\`npm run bench:runtime\`, run ${r.startedAt.toISOString()}. Machine: ${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Linux ${m.kernel}, Node ${m.node}; ` +
      `PostgreSQL ${m.postgres} on loopback (fsync ${s.fsync ?? '?'}, synchronous_commit ${s.synchronous_commit ?? '?'}, wal_sync_method ${s.wal_sync_method ?? '?'}; ` +
      `pg_test_fsync: ${m.fdatasyncOpsPerSec ?? '?'} fdatasync/s). Load average (1 / 5 / 15 min) at start ${m.loadAverage.map((l) => l.toFixed(1)).join(' / ')}` +
      `${r.loadAfter ? `, at the end ${r.loadAfter.map((l) => l.toFixed(1)).join(' / ')}` : ''}: ` +
      'the box is shared with other sessions’ tests and benchmarks (loaded whenever the load is above its 2 cores), so absolute numbers move from run to run; each row carries its own load' +
      `${(r.rounds ?? 1) > 1 ? `. ${r.rounds} rounds: each round runs every system once at each concurrency, in turn, so a change in load hits all alike; the ratios below are medians over the rounds` : ''}.`,
    '',
    `Peer: ${Object.entries(r.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}. Each scenario runs in a fresh process against a fresh database of its own on the same server.`,
    '',
    '**The same work on both sides.** A task (thread) with one user message; the same scripted model (zero latency, stateless) decides step 1 = one call of the same ' +
      'trivial `echo` tool, step 2 = the final text. Lomo: `TaskWorker.runTask` with production settings (10 s lease, 2 s heartbeat): lease → load → ExecutionTakenOver → ' +
      'TurnStarted → per step: load, StepDecided, ToolCallStarted/Completed → TurnCompleted → lease release, with the store’s post-commit NOTIFY. LangGraph: StateGraph ' +
      'agent ⇄ tools compiled with PostgresSaver, one `invoke` per new thread with the message; `durability: "sync"` writes each step’s checkpoint before the next step runs ' +
      '(Lomo’s guarantee: a decision is durable before its tool runs); `"async"` is LangGraph’s default. Lomo’s message delivery happens before the clock starts; ' +
      'LangGraph’s invoke also persists the input.',
    '',
    `A step runs from its model call (step 1: from the turn’s start) to the next model call or the end of the turn, so a turn’s two steps add up to the turn. ` +
      `Closed loop: N loops, each running turns back to back on tasks of their own; ${r.settings.warmupMs / 1000} s warm-up with ${r.settings.warmupConcurrency} loops ` +
      `(JIT and pool warm even for N = 1), then ${r.settings.measureMs / 1000} s measured with N. ` +
      'Round trips and commits are counted at node-postgres (`Client.query`); a commit is a COMMIT or an autocommitted write — each one waits for a WAL flush ' +
      '(a lone NOTIFY writes no WAL and is not one). ' +
      'Client CPU = CPU time of the benchmark process (runtime + driver) per step; server CPU = CPU time of the PostgreSQL backends serving the ' +
      'scenario’s database, read from /proc (a lower bound: WAL writer and other background processes are not in it). Yardsticks, taken just before each run on a connection of its own: ' +
      'p50 of `select 1` (one round trip) and of a one-row INSERT in autocommit (one round trip that commits and waits for a WAL flush).',
  ];
}

function resultsTable(r: Report): string[] {
  const multi = rounds(r).length > 1;
  const rows = r.scenarios.map(
    (s) =>
      `| ${multi ? `${s.round ?? 1} | ` : ''}${LABEL[s.system]} | ${s.concurrency} | ${s.turns}${s.failures ? ` (${s.failures} failed)` : ''}${s.exhausted ? ' (tasks ran out)' : ''} | ` +
      `${ms(s.stepP50)} | ${ms(s.stepP99)} | ${ms(s.turnP50)} | ${ms(s.turnP99)} | ${n1(s.stepsPerSec)} | ${n1(s.roundTripsPerTurn)} | ${n1(s.commitsPerTurn)} | ` +
      `${ms(s.cpuMsPerStep)} | ${ms(s.serverCpuMsPerStep)} | ${ms(s.selectP50)} | ${ms(s.commitP50)} | ${s.loadBefore.toFixed(1)} |`,
  );
  return [
    '',
    ...(r.before
      ? [
          `Lomo before = the same bench run from the tree of ${r.before} (its own code, its own bench files), between this tree's runs.`,
          '',
        ]
      : []),
    `| ${multi ? 'round | ' : ''}runtime | concurrency | turns measured | step p50 ms | step p99 ms | turn p50 ms | turn p99 ms | steps/s | round trips / turn | commits / turn | client CPU ms / step | server CPU ms / step | select 1 p50 ms | commit p50 ms | load before |`,
    `| ${multi ? '---: | ' : ''}--- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows,
  ];
}

/** Lomo's steps/s over another system's in each round (same round = nearest in time and load). */
function perRound(r: Report, other: SystemName, c: number): number[] {
  return rounds(r).flatMap((round) => {
    const at = (system: SystemName) =>
      r.scenarios.find((s) => s.system === system && s.concurrency === c && (s.round ?? 1) === round);
    const [ours, theirs] = [at('lomo'), at(other)];
    return ours && theirs && theirs.stepsPerSec > 0 ? [ours.stepsPerSec / theirs.stepsPerSec] : [];
  });
}

function ratioTable(r: Report): string[] {
  const multi = rounds(r).length > 1;
  const listed = (values: number[]) => (multi ? ` (${values.map((v) => `${v.toFixed(2)}×`).join(', ')})` : '');
  const rows = concurrencies(r).map((c) => {
    const [ours, sync, async] = [find(r, 'lomo', c), find(r, 'langgraph-sync', c), find(r, 'langgraph-async', c)];
    const before = find(r, 'lomo-before', c);
    const beforeCells = r.before
      ? ` ${before && ours ? ratio(ours.stepP50, before.stepP50) : '–'} | ${before && ours ? `${ratio(ours.stepsPerSec, before.stepsPerSec)}${listed(perRound(r, 'lomo-before', c))}` : '–'} |`
      : '';
    if (!ours || !sync || !async) return `| ${c} | – | – | – | – | – |${beforeCells}`;
    return (
      `| ${c} | ${ratio(ours.stepP50, sync.stepP50)} | ${ratio(ours.stepP99, sync.stepP99)} | ${ratio(ours.stepsPerSec, sync.stepsPerSec)}${listed(perRound(r, 'langgraph-sync', c))} | ` +
      `${ratio(ours.stepP50, async.stepP50)} | ${ratio(ours.stepsPerSec, async.stepsPerSec)} |${beforeCells}`
    );
  });
  return [
    '',
    `Lomo ÷ LangGraph${r.before ? ' and ÷ Lomo before' : ''} (latency below 1× and throughput above 1× favour Lomo${multi ? '; medians of the rounds, steps/s per round in brackets' : ''}):`,
    '',
    `| concurrency | step p50 vs sync | step p99 vs sync | steps/s vs sync | step p50 vs async | steps/s vs async |${r.before ? ' step p50 vs before | steps/s vs before |' : ''}`,
    `| ---: | ---: | ---: | ---: | ---: | ---: |${r.before ? ' ---: | ---: |' : ''}`,
    ...rows,
  ];
}

function aims(r: Report): string[] {
  const each = (system: SystemName) => concurrencies(r).flatMap((c) => find(r, system, c) ?? []);
  const [ours, peers] = [each('lomo'), each('langgraph-sync')];
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const p50 = ours.map((s) => `${ms(s.stepP50)} ms at ${s.concurrency}`).join(', ');
  const p99 = ours.map((s) => `${ms(s.stepP99)} ms at ${s.concurrency}`).join(', ');
  const best = Math.max(...ours.map((s) => s.stepsPerSec));
  const versus = ours.map((s) => {
    const peer = peers.find((p) => p.concurrency === s.concurrency);
    return {
      concurrency: s.concurrency,
      lower: peer !== undefined && s.stepP50 < peer.stepP50,
      text: `${ms(s.stepP50)} vs ${ms(peer?.stepP50 ?? Number.NaN)} ms at ${s.concurrency}`,
    };
  });
  // Overhead is what one step costs alone: judged at concurrency 1. With N loops sharing two cores a
  // step also waits for the others (Little's law: N / throughput), which the c=N rows show.
  const single = ours.find((s) => s.concurrency === 1);
  const queued = ours
    .filter((s) => s.concurrency > 1)
    .map(
      (s) =>
        `at ${s.concurrency}: p50 ${ms(s.stepP50)} / p99 ${ms(s.stepP99)} ms, while ${s.concurrency} steps in flight at ${n1(s.stepsPerSec)} steps/s mean ${ms((s.concurrency / s.stepsPerSec) * 1000)} ms per step by Little's law`,
    );
  return [
    '',
    'Aims of issue 5 for Lomo, on this run (step overhead = one step alone, concurrency 1; throughput = best concurrency):',
    `- step p50 ≤ 10 ms — ${verdict(single !== undefined && single.stepP50 <= 10)} (${p50});`,
    `- step p99 ≤ 40 ms — ${verdict(single !== undefined && single.stepP99 <= 40)} (${p99});`,
    `- ≥ 500 steps/s — ${verdict(best >= 500)} (best ${n1(best)} steps/s);`,
    `- lower per-step overhead (step p50) than LangGraph’s checkpointer (sync, same concurrency) — ` +
      `${
        versus.every((v) => v.lower)
          ? 'met'
          : versus.some((v) => v.lower)
            ? `met at ${versus
                .filter((v) => v.lower)
                .map((v) => v.concurrency)
                .join(', ')} only`
            : '**not met**'
      } (${versus.map((v) => v.text).join('; ')}).`,
    ...(queued.length > 0 ? [`- Under load the latency is mostly waiting for the cores: ${queued.join('; ')}.`] : []),
    ...stepCostAims(r),
  ];
}

/** Issue 26 item 4: the step's cost restored. */
function stepCostAims(r: Report): string[] {
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const [ours, sync] = [find(r, 'lomo', 16), find(r, 'langgraph-sync', 16)];
  const trips = concurrencies(r).flatMap((c) => {
    const row = find(r, 'lomo', c);
    return row ? [{ c, trips: row.roundTripsPerTurn }] : [];
  });
  if (!ours || !sync) return [];
  const times = ours.stepsPerSec / sync.stepsPerSec;
  return [
    '',
    'Aims of issue 26 (item 4) for Lomo, on this run:',
    `- ≥ 2× LangGraph-sync’s steps/s at concurrency 16 — ${verdict(times >= 2)} (${n1(ours.stepsPerSec)} vs ${n1(sync.stepsPerSec)} steps/s: ${times.toFixed(2)}×);`,
    `- ≤ 20 round trips per turn — ${verdict(trips.every((t) => t.trips <= 20))} (${trips.map((t) => `${n1(t.trips)} at ${t.c}`).join(', ')}).`,
  ];
}

function breakdownTable(title: string, ops: OpBreakdown[], withTrips: boolean): string[] {
  return [
    '',
    title,
    '',
    withTrips
      ? '| operation | calls / turn | ms / turn | round trips / turn |'
      : '| operation | calls / turn | ms / turn |',
    withTrips ? '| --- | ---: | ---: | ---: |' : '| --- | ---: | ---: |',
    ...ops.map(
      (o) => `| ${o.op} | ${o.calls.toFixed(2)} | ${ms(o.ms)} |${withTrips ? ` ${o.roundTrips.toFixed(1)} |` : ''}`,
    ),
  ];
}

/** CPU is what a step spends on this box: per step, per round trip, and the rate the machine's cores could sustain at that cost. */
function cpuBudget(r: Report): string[] {
  const pairs = [...new Map(r.scenarios.map((s) => [`${s.system} ${s.concurrency}`, s])).values()];
  const rows = pairs.map((first) => {
    const s = find(r, first.system, first.concurrency)!;
    const cpu = s.cpuMsPerStep + s.serverCpuMsPerStep;
    const tripsPerStep = s.roundTripsPerTurn / 2;
    return `| ${LABEL[s.system]} | ${s.concurrency} | ${n1(tripsPerStep)} | ${ms(cpu)} | ${(cpu / tripsPerStep).toFixed(2)} | ${Math.round((r.machine.cores * 1000) / cpu)} |`;
  });
  return [
    '',
    '### CPU per step',
    '',
    `Client + server CPU per step${rounds(r).length > 1 ? ' (medians of the rounds)' : ''}, per round trip, and the steps/s that all of this machine’s cores could sustain at that cost if nothing else ran ` +
      '(the ceiling the ≥ 500 steps/s aim runs into on a 2-core box where runtime and database share the cores):',
    '',
    `| runtime | concurrency | round trips / step | CPU ms / step | CPU ms / round trip | ceiling on ${r.machine.cores} cores, steps/s |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

function whereTimeGoes(r: Report): string[] {
  const ours = find(r, 'lomo', 1);
  const lean = find(r, 'lomo-lean', 1);
  const peer = find(r, 'langgraph-sync', 1);
  const lines = ['', '### Where a turn’s time goes (concurrency 1)'];
  if (ours) {
    lines.push(
      '',
      `Lomo, per turn: ${n1(ours.roundTripsPerTurn)} round trips, ${n1(ours.commitsPerTurn)} commits, ${ms(ours.sqlMsPerTurn)} ms waiting on SQL of a ${ms(ours.turnP50)} ms turn (p50). ` +
        'Every command goes through the shared `EventSourcedCommandHandler` with its stream cache: decided on the cached state (catching up only new events when needed, ' +
        'the stream row and its new events in one statement), then one append statement that commits by itself, then a NOTIFY.',
      ...breakdownTable(
        'Lomo, per operation (the NOTIFY runs in the background and is counted in whichever operation is running):',
        ours.breakdown,
        true,
      ),
    );
  }
  if (peer) {
    lines.push(
      ...breakdownTable(
        `LangGraph sync, per operation (${n1(peer.roundTripsPerTurn)} round trips, ${n1(peer.commitsPerTurn)} commits per turn; put and putWrites of a step run concurrently, so their times overlap):`,
        peer.breakdown,
        false,
      ),
    );
  }
  if (lean && ours) {
    lines.push(
      '',
      '**Prototype 1, `bench/runtime/lean-repository.ts`** (not production code): the repository keeps the folded state of the task it works on, reads only the events ' +
        'after the revision it knows (one statement), decides on that state and appends with that revision as the expected one in one autocommitted statement (the ' +
        'store’s append CTE is atomic on its own); on a conflict it catches up and decides again. Same events, same fence, same commits. At concurrency 1: ' +
        `${n1(lean.roundTripsPerTurn)} round trips per turn (production: ${n1(ours.roundTripsPerTurn)}), step p50 ${ms(lean.stepP50)} ms (production: ${ms(ours.stepP50)} ms).`,
    );
  }
  return lines;
}

function takeoverSection(t: TakeoverResult): string[] {
  const done = t.trials.filter((x) => x.takeoverMs !== undefined);
  const times = done.map((x) => x.takeoverMs!);
  const rows = t.trials.map(
    (x, i) =>
      `| ${i + 1} | ${n1(x.leaseLeftMs)} | ${x.takeoverMs === undefined ? 'none' : n1(x.takeoverMs)} | ` +
      `${x.generation ?? '–'} | ${x.turnCompleted ? 'yes' : 'no'} |`,
  );
  return [
    '',
    '### Takeover after kill -9',
    '',
    `A worker process (lease TTL ${t.leaseTtlMs / 1000} s, heartbeat ${t.heartbeatMs / 1000} s, leases bound to its database session: the module’s settings) runs a turn into a tool call that never returns; ` +
      `it is killed with SIGKILL. The survivor is wired as the task-runtime module wires it — WorkerPool, task-attention projection, Watchdog on its defaults ` +
      `(sweep every ${t.watchdogIntervalMs} ms) — and the time runs from the kill to its ExecutionTakenOver (generation 2) being committed. ` +
      `Kills are spread over one heartbeat period. ${t.trials.length} trials; ${done.length} taken over${t.notFrozen ? `; ${t.notFrozen} doomed worker(s) never reached the tool call and were not timed` : ''}.`,
    '',
    `**p50 kill → takeover ${n1(percentile(times, 50))} ms** (min ${n1(percentile(times, 0))}, max ${n1(percentile(times, 100))}), ` +
      `while the lease still had seconds left: PostgreSQL drops the dead process's session lock at once, so detection is one watchdog sweep plus the takeover's own statements. ` +
      `A frozen (SIGSTOP) worker keeps its session and is taken over only when its lease expires (libs/services/task-runtime/src/worker/task-leases.int-spec.ts).`,
    '',
    '| trial | lease left at kill ms | kill → takeover ms | generation | turn completed |',
    '| ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ];
}

/** What the production path adopted from the measurements, and what is left. */
function proposals(r: Report): string[] {
  const [ours1, lean1] = [find(r, 'lomo', 1), find(r, 'lomo-lean', 1)];
  if (!ours1 || !lean1) return [];
  return [
    '',
    '### Adopted and proposed changes',
    '',
    "Adopted in the production path: prepared statements in `openSqlClient`'s server pool (named by statement text), ExecutionTakenOver + TurnStarted in one append, " +
      'no `setGeneration` write, no stream re-read after tool calls, the stream cache of the shared command handler (issue 13), and (issue 26) what prototype 1 showed: ' +
      'an append to an existing stream is one statement that commits by itself instead of BEGIN / append / COMMIT, a stream read is one statement with the stream row ' +
      'instead of an existence check and a read, and token counts of a step’s context are remembered across steps (the rules, tools and verbatim turns repeat; ' +
      `encoding them again was most of a step’s client CPU). Prototype 1 now measures ${n1(lean1.roundTripsPerTurn)} round trips per turn against ${n1(ours1.roundTripsPerTurn)} for production. Left:`,
    '1. **Fewer writes per turn**: the last StepDecided + TurnCompleted could be one append, and the post-commit NOTIFY coalesced per burst of appends.',
  ];
}

/** The B6 section of docs/benchmarks.md. */
export function formatSection(r: Report): string {
  return [
    ...header(r),
    ...resultsTable(r),
    ...ratioTable(r),
    ...aims(r),
    ...cpuBudget(r),
    ...whereTimeGoes(r),
    ...proposals(r),
    ...takeoverSection(r.takeover),
    END,
  ].join('\n');
}
