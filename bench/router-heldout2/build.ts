/**
 * Turns the hand-written user files (`users/*.txt`: a biography, a week of work, then one line
 * per message) into `conversations/*.json`, the format the B10h harness reads
 * (bench/router-heldout/conversation.ts), and checks the set's rules before writing.
 *
 *   node -r @swc-node/register bench/router-heldout2/build.ts
 *
 * A message line is `day | act | expect | acceptable | tags | text` (text last, so it may hold
 * `|`). Short forms keep the files readable while they are written:
 * - act: new, one, edit, fix, status, craft, hi, pause, forget, rep, amb; `edit@ja` marks a line
 *   written in another language than the user's;
 * - expect and acceptable: `P:key` create_persistent, `L:key` create_lightweight, `A:key`
 *   attach, `M` answer_in_main, `Q:a/b` ask_user; acceptable is comma-separated (`-` for none),
 *   and there a bare `P`, `L`, `M` or `Q` is allowed;
 * - tags: comma-separated (`-` for none).
 * A `rep` line must repeat an earlier line of the same user word for word; build checks it.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  loadConversations,
  type Act,
  type Conversation,
  type Expectation,
  type HeldOutMessage,
  type Outcome,
} from '../router-heldout/conversation';

const ACT: Record<string, Act> = {
  new: 'new_request',
  one: 'one_off',
  edit: 'follow_up_edit',
  fix: 'correction',
  status: 'status_question',
  craft: 'craft_question',
  hi: 'greeting',
  pause: 'cancel_or_pause',
  forget: 'forget_request',
  rep: 'duplicate_request',
  amb: 'ambiguous',
};
const OUTCOME: Record<string, Outcome> = {
  P: 'create_persistent',
  L: 'create_lightweight',
  A: 'attach',
  M: 'answer_in_main',
  Q: 'ask_user',
};

function target(short: string, where: string): { outcome: Outcome; task?: string } {
  const [code, keys] = short.split(':');
  const outcome = OUTCOME[code ?? ''];
  if (!outcome) throw new Error(`${where}: unknown outcome ${short}`);
  return keys ? { outcome, task: keys.replace(/\//g, '|') } : { outcome };
}

function parseLine(line: string, user: string, lang: string, n: number): HeldOutMessage {
  const parts = line.split(' | ');
  if (parts.length < 6) throw new Error(`${user} line ${n}: ${parts.length} fields, 6 are needed: ${line}`);
  const [day, act, expect, acceptable, tags] = parts.map((p) => p.trim());
  const text = parts.slice(5).join(' | ').trim();
  const id = `${user}_${String(n).padStart(2, '0')}`;
  const [actCode, otherLang] = (act ?? '').split('@');
  if (!ACT[actCode ?? '']) throw new Error(`${id}: unknown act ${act}`);
  const main = target(expect ?? '', id);
  const extra =
    acceptable === '-'
      ? []
      : (acceptable ?? '').split(',').map((a) => {
          const t = target(a.trim(), id);
          return t.task ? `${t.outcome}:${t.task}` : t.outcome;
        });
  const e: Expectation = { ...main, ...(extra.length ? { acceptable: extra } : {}) };
  const tagList = tags === '-' ? [] : (tags ?? '').split(',').map((t) => t.trim());
  return {
    id,
    day: Number(day),
    lang: otherLang ?? lang,
    act: ACT[actCode as string] as Act,
    text,
    expect: e,
    ...(tagList.length ? { tags: tagList } : {}),
  };
}

/** One user file: `@user`, `@lang`, `@persona` (may repeat: lines are joined), `@task key = what`, then messages. */
export function parseUser(source: string): Conversation {
  const head = (name: string) =>
    source
      .split('\n')
      .filter((l) => l.startsWith(`@${name} `))
      .map((l) => l.slice(name.length + 2).trim());
  const user = head('user')[0] ?? '';
  const lang = head('lang')[0] ?? '';
  const tasks = Object.fromEntries(head('task').map((t) => t.split(' = ').map((s) => s.trim()) as [string, string]));
  const lines = source.split('\n').filter((l) => /^\d+ \| /.test(l));
  const messages = lines.map((l, i) => parseLine(l, user, lang, i + 1));
  const seen = new Set<string>();
  for (const m of messages) {
    if (m.act === 'duplicate_request' && !seen.has(m.text)) throw new Error(`${m.id}: repeats nothing said before`);
    seen.add(m.text);
  }
  return { user, lang, persona: head('persona').join(' '), tasks, messages };
}

async function main(): Promise<void> {
  const here = __dirname;
  const out = join(here, 'conversations');
  await mkdir(out, { recursive: true });
  const names = (await readdir(join(here, 'users'))).filter((n) => n.endsWith('.txt')).sort();
  for (const name of names) {
    const c = parseUser(await readFile(join(here, 'users', name), 'utf8'));
    const file = join(out, `${c.user}.json`);
    await writeFile(file, await format(JSON.stringify(c), { ...(await resolveConfig(file)), filepath: file }));
  }
  const set = await loadConversations(out);
  const count = (lang: string) => set.flatMap((c) => c.messages).filter((m) => m.lang === lang).length;
  const langs = [...new Set(set.flatMap((c) => c.messages.map((m) => m.lang)))].sort();
  console.log(
    `${set.length} users, ${set.flatMap((c) => c.messages).length} messages: ${langs.map((l) => `${l} ${count(l)}`).join(', ')}`,
  );
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
