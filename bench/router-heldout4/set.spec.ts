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

const transcript = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');

describe('B10h4, the fourth held-out routing set', () => {
  let set: Conversation[];
  const messages = () => set.flatMap((c) => c.messages);

  beforeAll(async () => {
    // The shared harness's own rules (size, users, keys known when named, 5+ persistent tasks, …).
    set = await loadConversations(join(__dirname, 'conversations'));
  });

  it('is built from the transcripts: every conversation is what its users/*.txt parses to', () => {
    const files = readdirSync(join(__dirname, 'users')).filter((n) => n.endsWith('.txt'));
    expect(files.map((n) => n.replace(/\.txt$/, '')).sort()).toEqual(set.map((c) => c.user).sort());
    for (const c of set) expect(parseUser(transcript(c.user))).toEqual(c);
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

  it('has at least 650 messages from at least 16 users, each language at least 80 and every act in each', () => {
    expect(messages().length).toBeGreaterThanOrEqual(650);
    expect(set.length).toBeGreaterThanOrEqual(16);
    const byLanguage = tally(messages().map((m) => m.lang));
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      expect([lang, byLanguage[lang] >= 80]).toEqual([lang, true]);
      const acts = new Set(messages().flatMap((m) => (m.lang === lang ? [m.act] : [])));
      expect([lang, [...acts].sort()]).toEqual([lang, [...ACTS].sort()]);
    }
    for (const lang of LANGUAGES) expect(set.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every user 5 to 7 tasks over more than one simulated day', () => {
    for (const c of set) {
      const tasks = Object.keys(c.tasks).length;
      expect([c.user, tasks >= 5 && tasks <= 7]).toEqual([c.user, true]);
      const days = c.messages.map((m) => m.day);
      expect([c.user, Math.max(...days) - Math.min(...days) >= 7]).toEqual([c.user, true]);
    }
  });

  it('has the counts README.md states, per language, per act and per expected outcome', () => {
    expect(stated('Messages per language')).toEqual({
      ...tally(messages().map((m) => m.lang)),
      total: messages().length,
    });
    expect(stated('Messages per act')).toEqual({ ...tally(messages().map((m) => m.act)), total: messages().length });
    expect(stated('Messages per expected outcome')).toEqual({
      ...tally(messages().map((m) => m.expect.outcome)),
      total: messages().length,
    });
  });

  it('repeats some requests exactly, and every repeat is the text of an earlier message of the same user', () => {
    for (const c of set) {
      const repeats = c.messages.filter((m) => m.act === 'duplicate_request');
      expect(repeats.length).toBeGreaterThan(0);
      for (const r of repeats) {
        const earlier = c.messages.slice(0, c.messages.indexOf(r)).filter((m) => m.text === r.text);
        expect([r.id, earlier.length > 0]).toEqual([r.id, true]);
      }
    }
  });

  it('writes the assistant turn a reply answers: each reply_to_agent line follows a // turn in its transcript', () => {
    for (const c of set) {
      const lines = transcript(c.user).split('\n');
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
});
