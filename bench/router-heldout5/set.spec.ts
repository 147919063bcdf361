import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTS, OUTCOMES, loadConversations, type Conversation } from '../router-heldout/conversation';
import { parseUser } from './parse';

/** The languages the brief asks for, each with at least 80 scored messages. */
const LANGUAGES = ['en', 'es', 'ru', 'de', 'ja', 'zh', 'fr'];

/** The strict outcome each act takes under the conventions README.md states. */
const STRICT: Record<string, string> = {
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

/** The counts README.md states: its `| key | n |` rows under the heading that starts with `title`. */
function stated(title: string): Record<string, number> {
  const readme = readFileSync(join(__dirname, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith(title));
  if (!section) throw new Error(`README.md has no "## ${title}" section`);
  return Object.fromEntries(
    [...section.matchAll(/^\|\s*`?([a-z_]+)`?\s*\|\s*(\d+)\s*\|/gm)].map(([, key, n]) => [key, Number(n)]),
  );
}

const tally = (keys: string[]) =>
  keys.reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});

const scenario = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');

/** The scenario card's pieces of work: the `- key: …` lines between `card:` and `tasks:` (a one-off's as ''). */
function card(user: string): Record<string, string> {
  const text = scenario(user);
  const body = text.slice(text.indexOf('\ncard:\n'), text.indexOf('\ntasks:\n'));
  return Object.fromEntries(
    [...body.matchAll(/^\s+- ([a-z][a-z0-9_]*)( \(one-off\))?: (.+)$/gm)].map(([, k, oneOff, v]) => [
      k,
      oneOff ? '' : v,
    ]),
  );
}

describe('B10h5, the fifth held-out routing set', () => {
  let set: Conversation[];
  const messages = () => set.flatMap((c) => c.messages);

  beforeAll(async () => {
    // The shared harness's own rules (size, users, keys known when named, 5+ persistent tasks, …).
    set = await loadConversations(join(__dirname, 'conversations'));
  });

  it('is built from the scenario files: every conversation is what its users/*.txt parses to', () => {
    const files = readdirSync(join(__dirname, 'users')).filter((n) => n.endsWith('.txt'));
    expect(files.map((n) => n.replace(/\.txt$/, '')).sort()).toEqual(set.map((c) => c.user).sort());
    for (const c of set) expect(parseUser(scenario(c.user))).toEqual(c);
  });

  it('writes a scenario card per user: each task is a piece on the card, with the nouns it involves', () => {
    for (const c of set) {
      const pieces = card(c.user);
      expect([c.user, Object.keys(pieces).sort()]).toEqual([c.user, Object.keys(c.tasks).sort()]);
      // A persistent piece lists the nouns its follow-ups may name the work by; a one-off is only described.
      for (const [key, piece] of Object.entries(pieces))
        if (piece) expect([c.user, key, /; nouns: .+[,、]/.test(piece)]).toEqual([c.user, key, true]);
      expect([c.user, Object.values(pieces).filter(Boolean).length >= 5]).toEqual([c.user, true]);
    }
  });

  it('labels every message with an outcome and an act, under an id no other message has', () => {
    for (const m of messages()) {
      expect(OUTCOMES).toContain(m.expect.outcome);
      expect(ACTS).toContain(m.act);
      expect([m.id, m.expect.outcome]).toEqual([m.id, STRICT[m.act]]);
    }
    const ids = messages().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has at least 650 messages from at least 15 users, each language at least 80 and roughly equal, every act in each', () => {
    expect(messages().length).toBeGreaterThanOrEqual(650);
    expect(set.length).toBeGreaterThanOrEqual(15);
    const byLanguage = tally(messages().map((m) => m.lang));
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect([lang, byLanguage[lang] >= 80]).toEqual([lang, true]);
      const acts = new Set(messages().flatMap((m) => (m.lang === lang ? [m.act] : [])));
      expect([lang, [...acts].sort()]).toEqual([lang, [...ACTS].sort()]);
    }
    const counts = Object.values(byLanguage);
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThanOrEqual(1.2);
    for (const lang of LANGUAGES) expect(set.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every user 5 to 7 tasks over more than a week of simulated days', () => {
    for (const c of set) {
      const tasks = Object.keys(c.tasks).length;
      expect([c.user, tasks >= 5 && tasks <= 7]).toEqual([c.user, true]);
      const days = c.messages.map((m) => m.day);
      expect([c.user, Math.max(...days) - Math.min(...days) >= 7]).toEqual([c.user, true]);
    }
  });

  it('switches language mid-stream for every user: other_lang lines, and only they, are in another language, and some reach a task briefed in the user’s', () => {
    for (const c of set) {
      for (const m of c.messages) expect([m.id, m.lang !== c.lang]).toEqual([m.id, !!m.tags?.includes('other_lang')]);
      const briefed = new Set(
        c.messages.flatMap((m) =>
          m.act === 'new_request' && m.lang === c.lang && m.expect.task ? [m.expect.task] : [],
        ),
      );
      const across = c.messages.filter(
        (m) => m.lang !== c.lang && m.expect.outcome === 'attach' && briefed.has(m.expect.task ?? ''),
      );
      expect([c.user, across.length > 0]).toEqual([c.user, true]);
    }
  });

  it('has the counts README.md states, per language, per act, per expected outcome and per phenomenon', () => {
    expect(stated('Messages per language')).toEqual({
      ...tally(messages().map((m) => m.lang)),
      total: messages().length,
    });
    expect(stated('Messages per act')).toEqual({ ...tally(messages().map((m) => m.act)), total: messages().length });
    expect(stated('Messages per expected outcome')).toEqual({
      ...tally(messages().map((m) => m.expect.outcome)),
      total: messages().length,
    });
    expect(stated('Messages per phenomenon')).toEqual(tally(messages().flatMap((m) => m.tags ?? [])));
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

  it('asks about two live tasks of one kind for every user, and lists two outcomes where both are acceptable', () => {
    for (const c of set) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user' && m.tags?.includes('same_kind'));
      expect([c.user, asks.length > 0]).toEqual([c.user, true]);
    }
    expect(messages().filter((m) => m.expect.acceptable?.length).length).toBeGreaterThan(messages().length / 3);
  });

  it('writes the assistant turn a reply answers: each reply_to_agent line follows a // turn in its scenario file', () => {
    for (const c of set) {
      const lines = scenario(c.user).split('\n');
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
        // A lenient attach on an ask must not contradict the task the reply names.
        const lenient = (m.expect.acceptable ?? []).filter((a) => a.startsWith('attach:'));
        for (const a of lenient) expect([m.id, a]).toEqual([m.id, `attach:${reply.expect.task}`]);
      });
    }
  });
});
