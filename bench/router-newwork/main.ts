/**
 * A diagnostic, not a benchmark of record (issue 27, route27g): B14's new requests ("a poster of
 * a red cat, watercolour", bench/workload/users.ts, seeded as B14 seeds them, its users and
 * teams) posted in order through `RouterApi.postMessage` of the embedded platform (PGlite,
 * offline), counting where each went: created, asked, attached — and attached to a task whose
 * subject differs. Every one of them is new work, so every attach is a mistake.
 *
 *   EMBEDDER=e5-small npm run bench:router-newwork -- [--count 150] [--seed 14] [--show 10]
 */
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { EMBEDDER, type Embedder } from '@lomo/search';
import { ROUTER_API, type RouterApi } from '@lomo/service-api';
import { Command } from 'commander';
import { platformApp } from '../../apps/platform/src/app';
import { seeded } from '../shared/random';
import { requests, simulatedUsers } from '../workload/users';

const PASSED = ['EMBEDDER', 'EMBEDDER_PATH', 'EMBEDDER_MODEL', 'EMBEDDER_DIMENSIONS'] as const;

const opts = new Command()
  .option('--count <n>', 'new requests to post', Number, 150)
  .option('--seed <n>', "B14's seed", Number, 14)
  .option('--users <n>', 'simulated users (teams of 5 share a workspace)', Number, 20)
  .option('--show <n>', 'attaches and asks to print with their reasons', Number, 10)
  .parse()
  .opts<{ count: number; seed: number; users: number; show: number }>();

/** The subject of a B14 request: "a poster of a red cat, watercolour" → "a red cat". */
const subjectOf = (text: string) => /\bof (.+), [^,]+$/.exec(text)?.[1] ?? text;

async function main() {
  const passed = Object.fromEntries(PASSED.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])));
  const app = await createLomoApp(
    platformApp,
    loadConfig(platformApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ...passed }),
  );
  await app.init();
  try {
    const router = app.get<RouterApi>(ROUTER_API);
    const random = seeded(opts.seed);
    const texts = requests(opts.count, random);
    const users = simulatedUsers(opts.users, 5);
    const briefOf = new Map<string, string>();
    const counts: Record<string, number> = {};
    let otherSubject = 0;
    const shown: string[] = [];
    for (const [i, text] of texts.entries()) {
      const user = users[Math.floor(random() * users.length)];
      const entry = await router.postMessage(user, { messageId: `nw-${opts.seed}-${i}`, text, language: 'en' });
      counts[entry.decision] = (counts[entry.decision] ?? 0) + 1;
      if (entry.decision === 'created_task' || entry.decision === 'created_lightweight_task')
        for (const id of entry.taskIds) briefOf.set(id, text);
      const target = entry.decision === 'attached_to_task' ? briefOf.get(entry.taskIds[0] ?? '') : undefined;
      if (target !== undefined && subjectOf(target) !== subjectOf(text)) otherSubject++;
      if ((entry.decision === 'attached_to_task' || entry.decision === 'asked_user') && shown.length < opts.show)
        shown.push(`- ${entry.decision} “${text}” → ${entry.reason ?? ''}`);
    }
    const embedder = app.get<Embedder>(EMBEDDER).name;
    console.log(
      `router-newwork: ${opts.count} B14 requests (seed ${opts.seed}, ${opts.users} users), embedder ${embedder}`,
    );
    console.log(
      `created ${(counts.created_task ?? 0) + (counts.created_lightweight_task ?? 0)}, asked ${counts.asked_user ?? 0}, attached ${counts.attached_to_task ?? 0} (to another subject ${otherSubject}), other ${JSON.stringify(counts)}`,
    );
    console.log(shown.join('\n'));
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
