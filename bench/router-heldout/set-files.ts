/**
 * What the held-out sets written as text files share (B10h3 onwards): building each set's
 * `conversations/*.json` from its `users/*.txt`, and the helpers their specs use to hold a set to
 * the conventions and counts its README states.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { loadConversations, type Act, type Conversation, type Outcome } from './conversation';

/** Writes `<dir>/conversations/<user>.json` for every `<dir>/users/*.txt`, as `parse` reads it, formatted as prettier expects. */
export async function buildSet(dir: string, parse: (text: string) => Conversation): Promise<void> {
  const users = join(dir, 'users');
  for (const name of (await readdir(users)).filter((n) => n.endsWith('.txt')).sort()) {
    const conversation = parse(await readFile(join(users, name), 'utf8'));
    const file = join(dir, 'conversations', `${conversation.user}.json`);
    const json = JSON.stringify(conversation);
    await writeFile(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
  }
}

/** A build script's entry: builds the set in `dir`, exits 1 on an error. */
export function runBuild(dir: string, parse: (text: string) => Conversation): void {
  buildSet(dir, parse).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** The strict outcome each act takes under the conventions the sets' READMEs state. */
export const STRICT_OUTCOME: Record<Act, Outcome> = {
  new_request: 'create_persistent',
  one_off: 'create_lightweight',
  follow_up_edit: 'attach',
  correction: 'attach',
  cancel_or_pause: 'attach',
  duplicate_request: 'attach',
  status_question: 'answer_in_main',
  craft_question: 'answer_in_main',
  greeting: 'answer_in_main',
  forget_request: 'answer_in_main',
  ambiguous: 'ask_user',
};

/** The counts `<dir>/README.md` states: its `| key | n |` rows under the heading that starts with `title`. */
export function statedCounts(dir: string, title: string): Record<string, number> {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith(title));
  if (!section) throw new Error(`README.md has no "## ${title}" section`);
  return Object.fromEntries(
    [...section.matchAll(/^\|\s*`?([a-z][a-z0-9_]*)`?\s*\|\s*(\d+)\s*\|/gm)].map(([, key, n]) => [key, Number(n)]),
  );
}

/** How often each key occurs. */
export const tally = (keys: string[]): Record<string, number> =>
  keys.reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});

/** What {@link describeTextSet} checks a set against. */
export interface TextSetRules {
  /** The set's folder: `users/*.txt`, `conversations/*.json`, `README.md`. */
  dir: string;
  parse: (text: string) => Conversation;
  /** Each with at least 80 messages, two users, and every act. */
  languages: string[];
  minMessages: number;
  minUsers: number;
  /** The fewest and most tasks a user has. @default [5, 7] */
  tasksPerUser?: [number, number];
}

/**
 * The checks every text-written held-out set shares, as jest tests inside the caller's
 * `describe`: built from its files, labelled by the conventions, big and broad enough, 5–7 tasks (or `tasksPerUser`)
 * over a week, the README's counts per language, act and outcome, exact repeats, replies after
 * an assistant turn, asks answered by the task named first. Returns the loaded set (after
 * `beforeAll`) for the set's own checks.
 */
export function describeTextSet(rules: TextSetRules): () => Conversation[] {
  const { dir, parse, languages } = rules;
  const [fewestTasks, mostTasks] = rules.tasksPerUser ?? [5, 7];
  let set: Conversation[] = [];
  const messages = () => set.flatMap((c) => c.messages);
  const file = (user: string) => readFileSync(join(dir, 'users', `${user}.txt`), 'utf8');

  beforeAll(async () => {
    // The shared harness's own rules (size, users, keys known when named, 5+ persistent tasks, …).
    set = await loadConversations(join(dir, 'conversations'));
  });

  it('is built from its files: every conversation is what its users/*.txt parses to', () => {
    const files = readdirSync(join(dir, 'users')).filter((n) => n.endsWith('.txt'));
    expect(files.map((n) => n.replace(/\.txt$/, '')).sort()).toEqual(set.map((c) => c.user).sort());
    for (const c of set) expect(parse(file(c.user))).toEqual(c);
  });

  it('labels every message with an outcome and an act, under an id no other message has', () => {
    for (const m of messages()) expect([m.id, m.expect.outcome]).toEqual([m.id, STRICT_OUTCOME[m.act]]);
    const ids = messages().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it(`has at least ${rules.minMessages} messages from at least ${rules.minUsers} users, each language at least 80 and every act in each`, () => {
    expect(messages().length).toBeGreaterThanOrEqual(rules.minMessages);
    expect(set.length).toBeGreaterThanOrEqual(rules.minUsers);
    const byLanguage = tally(messages().map((m) => m.lang));
    expect(Object.keys(byLanguage).sort()).toEqual([...languages].sort());
    for (const lang of languages) {
      expect([lang, byLanguage[lang] >= 80]).toEqual([lang, true]);
      const acts = new Set(messages().flatMap((m) => (m.lang === lang ? [m.act] : [])));
      expect([lang, [...acts].sort()]).toEqual([lang, Object.keys(STRICT_OUTCOME).sort()]);
    }
    for (const lang of languages) expect(set.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(2);
  });

  it(`gives every user ${fewestTasks} to ${mostTasks} tasks over more than one simulated week`, () => {
    for (const c of set) {
      const tasks = Object.keys(c.tasks).length;
      expect([c.user, tasks >= fewestTasks && tasks <= mostTasks]).toEqual([c.user, true]);
      const days = c.messages.map((m) => m.day);
      expect([c.user, Math.max(...days) - Math.min(...days) >= 7]).toEqual([c.user, true]);
    }
  });

  it('has the counts README.md states, per language, per act and per expected outcome', () => {
    const total = messages().length;
    expect(statedCounts(dir, 'Messages per language')).toEqual({ ...tally(messages().map((m) => m.lang)), total });
    expect(statedCounts(dir, 'Messages per act')).toEqual({ ...tally(messages().map((m) => m.act)), total });
    expect(statedCounts(dir, 'Messages per expected outcome')).toEqual({
      ...tally(messages().map((m) => m.expect.outcome)),
      total,
    });
  });

  it('repeats some requests exactly: every repeat is the text, language and task of an earlier message of the same user', () => {
    for (const c of set) {
      const repeats = c.messages.filter((m) => m.act === 'duplicate_request');
      expect(repeats.length).toBeGreaterThan(0);
      for (const r of repeats) {
        const earlier = c.messages.slice(0, c.messages.indexOf(r)).filter((m) => m.text === r.text);
        expect([r.id, earlier.length > 0]).toEqual([r.id, true]);
        expect([r.id, r.lang, r.expect.task]).toEqual([r.id, earlier[0].lang, earlier[0].expect.task]);
      }
    }
  });

  it('writes the assistant turn a reply answers: each reply_to_agent line follows a // turn in its file', () => {
    for (const c of set) {
      const lines = file(c.user).split('\n');
      for (const m of c.messages.filter((x) => x.tags?.includes('reply_to_agent'))) {
        const at = lines.findIndex((l) => /^d\d+ /.test(l) && l.endsWith(` | ${m.text}`));
        expect([m.id, lines[at - 1]?.startsWith('//')]).toEqual([m.id, true]);
      }
    }
  });

  it('lets the simulated user answer a card with the task meant: an ask names that task first and the reply attaches to it', () => {
    for (const c of set) {
      c.messages.forEach((m, i) => {
        if (m.expect.outcome !== 'ask_user') return;
        const reply = c.messages[i + 1];
        expect([m.id, reply.tags?.includes('reply_to_agent')]).toEqual([m.id, true]);
        expect([m.id, reply.expect.task]).toEqual([m.id, m.expect.task?.split('|')[0]]);
      });
    }
  });

  return () => set;
}

/** One line of a user file's day plan (`- dN …` or `- dA–dB …`): the days it covers and its note. */
export interface DayEntry {
  from: number;
  to: number;
  note: string;
}

/**
 * The `<name>:` section of a user's file (B10h8's `diary:`, B10h9's `phone:`, B10h10's `plan:`):
 * the days as the author planned them before writing the stream, up to the `tasks:` section.
 */
export function daySection(text: string, name: string): DayEntry[] {
  const body = text.split(new RegExp(`^${name}:$`, 'm'))[1]?.split(/^tasks:$/m)[0] ?? '';
  return [...body.matchAll(/^- d(\d+)(?:[–-]d?(\d+))? (.+)$/gm)].map(([, from, to, note]) => ({
    from: Number(from),
    to: Number(to ?? from),
    note,
  }));
}
