/**
 * B10h — routing on a held-out set written independently of the routing rules (issue 27,
 * item 7): simulated users in English, Spanish, Russian, German, Japanese, Chinese and French
 * (`conversations/*.json`), each a multi-day conversation with five or more live tasks. Every
 * message is posted in order through `RouterApi.postMessage` of the embedded platform (PGlite,
 * offline: no model key), one fresh workspace per user; the simulated user answers cards and
 * makes missed tasks so later messages keep their target (play.ts). Prints markdown tables and
 * writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout   BENCH_ROUTER_HELDOUT_USERS=en_maya,ja_kenta (a subset),
 *                                  EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (conversation.ts), before anything is posted.
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

async function run(set: Conversation[]): Promise<{ judged: Judged[]; embedder: string }> {
  const passed = Object.fromEntries(PASSED.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  const app = await createLomoApp(
    platformApp,
    loadConfig(platformApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ...passed }),
  );
  await app.init();
  try {
    const router = app.get<RouterApi>(ROUTER_API);
    const tasks = app.get<TaskRuntimeApi>(TASK_RUNTIME_API);
    const stamp = Date.now().toString(36);
    const judged: Judged[] = [];
    for (const conversation of set) {
      const caller = { workspaceId: `ws_b10h_${conversation.user}_${stamp}`, userId: conversation.user };
      const rs = (await playConversation(router, tasks, caller, conversation)).map(judge);
      judged.push(...rs);
      console.error(`b10h: ${conversation.user} ${rs.filter((r) => r.lenient).length} of ${rs.length} acceptable`);
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

async function main(): Promise<void> {
  const full = await loadConversations(join(__dirname, 'conversations')).catch((error: unknown) => {
    if (!(error instanceof MalformedSet)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  });
  const set = ONLY ? full.filter((c) => ONLY.includes(c.user)) : full;
  const ranAt = new Date().toISOString();
  const loadBefore = loadavg()[0];
  const { judged, embedder } = await run(set);
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model.trim(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadavg: [loadBefore, loadavg()[0]],
  };
  console.log(
    `B10h, run ${ranAt} at ${commit() ?? 'an unknown commit'}, embedder ${embedder}, offline. Machine: ${machine.cpus} cores (${machine.cpu}), Node ${machine.node}, 1-min load ${machine.loadavg.map((l) => l.toFixed(1)).join(' → ')}.\n`,
  );
  console.log(renderReport(judged));
  const file = join(__dirname, 'last-run.json');
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

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
