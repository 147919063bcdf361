import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTS, OUTCOMES, loadConversations, type Conversation } from '../router-heldout/conversation';
import { parseUser } from './parse';

/** The languages the brief asks for, each with at least 60 scored messages. */
const LANGUAGES = ['en', 'es', 'ru', 'de', 'ja', 'zh', 'fr'];

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

describe('B10h3, the third held-out routing set', () => {
  let set: Conversation[];
  const messages = () => set.flatMap((c) => c.messages);

  beforeAll(async () => {
    // The shared harness's own rules (size, users, keys known when named, 5+ persistent tasks, …).
    set = await loadConversations(join(__dirname, 'conversations'));
  });

  it('is built from the project logs: every conversation is what its users/*.txt parses to', () => {
    const logs = readdirSync(join(__dirname, 'users')).filter((n) => n.endsWith('.txt'));
    expect(logs.map((n) => n.replace(/\.txt$/, '')).sort()).toEqual(set.map((c) => c.user).sort());
    for (const c of set) expect(parseUser(readFileSync(join(__dirname, 'users', `${c.user}.txt`), 'utf8'))).toEqual(c);
  });

  it('labels every message with an outcome and an act, under an id no other message has', () => {
    for (const m of messages()) {
      expect(OUTCOMES).toContain(m.expect.outcome);
      expect(ACTS).toContain(m.act);
    }
    const ids = messages().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has at least 600 messages from at least 15 users, each language at least 60', () => {
    expect(messages().length).toBeGreaterThanOrEqual(600);
    expect(set.length).toBeGreaterThanOrEqual(15);
    const byLanguage = tally(messages().map((m) => m.lang));
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(byLanguage[lang]).toBeGreaterThanOrEqual(60);
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
        expect(earlier.length).toBeGreaterThan(0);
      }
    }
  });
});
