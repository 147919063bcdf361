/**
 * B10h2 — routing on a second held-out set (issue 27, item 7), written after B10h had been run
 * three times during development and so no longer measured generalisation. The conversations
 * (`conversations/*.json`, built from `users/*.txt` by build.ts) are posted through the B10h
 * harness unchanged: every message in order through `RouterApi.postMessage` of the embedded
 * platform (PGlite, offline: no model key), one fresh workspace per user, the simulated user
 * answering cards and making missed tasks (../router-heldout/play.ts), scored by
 * ../router-heldout/score.ts. Prints markdown tables and writes `last-run.json` next to this file.
 *
 *   npm run bench:router-heldout2   BENCH_ROUTER_HELDOUT_USERS=en_rosa,ja_sora (a subset),
 *                                   EMBEDDER=e5-small (another embedder than the default)
 *
 * Exit code 0 whatever the numbers (a measurement, not a test); 2 when the set breaks its own
 * rules (../router-heldout/conversation.ts), before anything is posted.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { EMBEDDER, type Embedder } from '@lomo/search';
import { ROUTER_API, TASK_RUNTIME_API, type RouterApi, type TaskRuntimeApi } from '@lomo/service-api';
import { format, resolveConfig } from 'prettier';
import { platformApp } from '../../apps/platform/src/app';
import { MalformedSet, loadConversations, type Conversation } from '../router-heldout/conversation';
import { playConversation } from '../router-heldout/play';
import { renderReport } from '../router-heldout/report';
import { judge, summarise, summariseBy, type Judged } from '../router-heldout/score';

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
      const caller = { workspaceId: `ws_b10h2_${conversation.user}_${stamp}`, userId: conversation.user };
      const rs = (await playConversation(router, tasks, caller, conversation)).map(judge);
      judged.push(...rs);
      console.error(`b10h2: ${conversation.user} ${rs.filter((r) => r.lenient).length} of ${rs.length} acceptable`);
    }
    return { judged, embedder: app.get<Embedder>(EMBEDDER).name };
  } finally {
    await app.close();
  }
}

const commit = (): string | undefined => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

async function main(): Promise<void> {
  const full = await loadConversations(join(__dirname, 'conversations')).catch((error: unknown) => {
    if (!(error instanceof MalformedSet)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  });
  const set = ONLY ? full.filter((c) => ONLY.includes(c.user)) : full;
  const ranAt = new Date().toISOString();
  const started = Date.now();
  const load = [loadavg()[0]];
  const { judged, embedder } = await run(set);
  load.push(loadavg()[0]);
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model.trim(), node: process.version, loadavg: load };
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(
    `B10h2, run ${ranAt} at ${commit() ?? 'an unknown commit'}, embedder ${embedder}, offline, ${minutes} min. Machine: ${machine.cpus} cores (${machine.cpu}), Node ${machine.node}, 1-min load ${load.map((l) => (l ?? 0).toFixed(1)).join(' → ')}.\n`,
  );
  console.log(renderReport(judged));
  const file = join(__dirname, 'last-run.json');
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
  // Formatted as the repository's prettier check expects, so a run leaves `npm run lint` clean.
  await writeFile(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
