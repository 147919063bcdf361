/**
 * The held-out routing benchmarks' run (B10h, B10h2): every message of a set posted in order
 * through `RouterApi.postMessage` of the embedded platform (PGlite, offline: no model key), one
 * fresh workspace per user; the simulated user answers cards and makes missed tasks so later
 * messages keep their target (play.ts); scored by score.ts, printed as markdown tables.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { EMBEDDER, type Embedder } from '@lomo/search';
import { ROUTER_API, TASK_RUNTIME_API, type RouterApi, type TaskRuntimeApi } from '@lomo/service-api';
import { format, resolveConfig } from 'prettier';
import { platformApp } from '../../apps/platform/src/app';
import { MalformedSet, loadConversations, type Conversation } from './conversation';
import { playConversation } from './play';
import { renderReport } from './report';
import { judge, summarise, summariseBy, type Judged } from './score';

const ONLY = process.env.BENCH_ROUTER_HELDOUT_USERS?.split(',').filter(Boolean);
/** Settings passed through from the environment; everything else is the platform's default. */
const PASSED = ['EMBEDDER', 'EMBEDDER_PATH', 'EMBEDDER_MODEL', 'EMBEDDER_DIMENSIONS'] as const;

async function run(set: Conversation[], tag: string): Promise<{ judged: Judged[]; embedder: string }> {
  const passed = Object.fromEntries(PASSED.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  // A set that gives its messages times (B10h6 on) needs the platform to accept `at`; the earlier
  // sets carry none and run as they always did.
  const timed = set.some((c) => c.messages.some((m) => m.at)) ? { ROUTER_SIMULATED_TIME: 'true' } : {};
  const app = await createLomoApp(
    platformApp,
    loadConfig(platformApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ...passed, ...timed }),
  );
  await app.init();
  try {
    const router = app.get<RouterApi>(ROUTER_API);
    const tasks = app.get<TaskRuntimeApi>(TASK_RUNTIME_API);
    const stamp = Date.now().toString(36);
    const judged: Judged[] = [];
    for (const conversation of set) {
      const caller = { workspaceId: `ws_${tag}_${conversation.user}_${stamp}`, userId: conversation.user };
      const rs = (await playConversation(router, tasks, caller, conversation)).map(judge);
      judged.push(...rs);
      console.error(`${tag}: ${conversation.user} ${rs.filter((r) => r.lenient).length} of ${rs.length} acceptable`);
    }
    return { judged, embedder: app.get<Embedder>(EMBEDDER).name };
  } finally {
    await app.close();
  }
}

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** What one held-out routing set is called and where its `conversations/` and `last-run.json` are. */
export interface HeldOutSet {
  /** As the report names it: `B10h`, `B10h2`. */
  name: string;
  dir: string;
}

/** Posts the set's conversations, prints the report and writes `last-run.json` in the set's folder. */
export async function runHeldOutSet({ name, dir }: HeldOutSet): Promise<void> {
  const full = await loadConversations(join(dir, 'conversations')).catch((error: unknown) => {
    if (!(error instanceof MalformedSet)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  });
  const set = ONLY ? full.filter((c) => ONLY.includes(c.user)) : full;
  const ranAt = new Date().toISOString();
  const started = Date.now();
  const loadBefore = loadavg()[0];
  const { judged, embedder } = await run(set, name.toLowerCase());
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model.trim(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadavg: [loadBefore, loadavg()[0]],
  };
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `${name}, run ${ranAt} at ${commit() ?? 'an unknown commit'}, embedder ${embedder}, offline, ${minutes} min. Machine: ${machine.cpus} cores (${machine.cpu}), Node ${machine.node}, 1-min load ${machine.loadavg.map((l) => l.toFixed(1)).join(' → ')}.\n`,
  );
  console.log(renderReport(judged));
  const file = join(dir, 'last-run.json');
  // Formatted as the repository's prettier check expects, so a rerun leaves `npm run lint` clean.
  const json = JSON.stringify({
    ranAt,
    commit: commit(),
    embedder,
    users: set.map((c) => c.user),
    machine,
    summary: summarise(judged),
    byLanguage: Object.fromEntries(summariseBy(judged, (r) => [r.message.lang])),
    byAct: Object.fromEntries(summariseBy(judged, (r) => [r.message.act])),
    byTag: Object.fromEntries(summariseBy(judged, (r) => r.message.tags ?? [])),
    messages: judged.map(({ message, ms, ...r }) => ({
      id: message.id,
      text: message.text,
      expect: message.expect,
      ...r,
      ms: Math.round(ms),
    })),
  });
  await writeFile(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
}
