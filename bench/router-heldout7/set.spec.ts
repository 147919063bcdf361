import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Conversation, HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, statedCounts, tally } from '../router-heldout/set-files';
import { clientsOf, parseUser } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh', 'fr'];
const DAY_MS = 86_400_000;
const SILENCE_MS = 3 * DAY_MS;

const source = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const tagged = (m: HeldOutMessage, tag: string) => m.tags?.includes(tag) ?? false;
const time = (m: HeldOutMessage) => Date.parse(m.at ?? 'no time');

/** The language each task was briefed in: the line that started it. */
function briefLanguages(c: Conversation): Map<string, string> {
  const briefs = new Map<string, string>();
  for (const m of c.messages)
    if (m.expect.outcome.startsWith('create_') && m.expect.task) briefs.set(m.expect.task, m.lang);
  return briefs;
}

describe('B10h7, the seventh held-out routing set (freelancers relaying their clients)', () => {
  // What every text-written set is held to (../router-heldout/set-files.ts); this set's own rules follow.
  const loaded = describeTextSet({
    dir: __dirname,
    parse: parseUser,
    languages: LANGUAGES,
    minMessages: 600,
    minUsers: 15,
  });
  const all = () => loaded().flatMap((c) => c.messages);

  it('has 15 or 16 freelancers, each relaying three or four clients, and forwards each foreign client’s words in that client’s language only', () => {
    expect(loaded().length).toBeGreaterThanOrEqual(15);
    expect(loaded().length).toBeLessThanOrEqual(16);
    for (const c of loaded()) {
      const clients = clientsOf(source(c.user));
      expect([c.user, clients.length >= 3 && clients.length <= 4]).toEqual([c.user, true]);
      const foreign = new Set(clients.map((k) => k.lang).filter((l) => l !== c.lang));
      const pasted = new Set<string>();
      for (const m of c.messages) {
        // A line in another language than the freelancer's is a client's message pasted as it came.
        expect([m.id, tagged(m, 'forwarded')]).toEqual([m.id, m.lang !== c.lang]);
        if (m.lang !== c.lang) expect([m.id, foreign.has(m.lang)]).toEqual([m.id, true]);
        if (tagged(m, 'forwarded')) expect([m.id, tagged(m, 'relayed')]).toEqual([m.id, true]);
        if (m.lang !== c.lang) pasted.add(m.lang);
      }
      expect([c.user, [...pasted].sort()]).toEqual([c.user, [...foreign].sort()]);
      // Relayed in the freelancer's own words too, not only pasted.
      const paraphrased = c.messages.filter((m) => tagged(m, 'relayed') && m.lang === c.lang);
      expect([c.user, paraphrased.length >= 3]).toEqual([c.user, true]);
    }
  });

  it('tags cross_lang exactly the lines that reach a task in another language than its brief, for every user', () => {
    for (const c of loaded()) {
      const briefs = briefLanguages(c);
      const crossing = c.messages.filter((m) => {
        const brief = m.expect.outcome === 'attach' ? briefs.get(m.expect.task ?? '') : undefined;
        return brief !== undefined && brief !== m.lang;
      });
      expect(c.messages.filter((m) => tagged(m, 'cross_lang')).map((m) => m.id)).toEqual(crossing.map((m) => m.id));
      expect([c.user, crossing.length >= 2]).toEqual([c.user, true]);
    }
  });

  it('times every message on its own simulated day, within 14 days of the start', () => {
    for (const c of loaded()) {
      const start = Date.parse(`${/^start: (\d{4}-\d{2}-\d{2})$/m.exec(source(c.user))?.[1]}T00:00:00Z`);
      for (const m of c.messages) {
        expect([m.id, Number.isNaN(time(m))]).toEqual([m.id, false]);
        expect([m.id, 1 + Math.floor((time(m) - start) / DAY_MS)]).toEqual([m.id, m.day]);
        expect([m.id, m.day <= 14]).toEqual([m.id, true]);
      }
    }
  });

  it('tags after_72h exactly the first line after three days or more of silence: 40 or more, in every language, old work and new', () => {
    const returns: HeldOutMessage[] = [];
    for (const c of loaded()) {
      const silent = c.messages.filter((m, i) => i > 0 && time(m) - time(c.messages[i - 1]) >= SILENCE_MS);
      expect(c.messages.filter((m) => tagged(m, 'after_72h')).map((m) => m.id)).toEqual(silent.map((m) => m.id));
      expect([c.user, silent.length >= 2]).toEqual([c.user, true]);
      returns.push(...silent);
    }
    expect(returns.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(tally(returns.map((m) => m.lang))).sort()).toEqual([...LANGUAGES].sort());
    const outcomes = tally(returns.map((m) => m.expect.outcome));
    expect(outcomes.attach).toBeGreaterThanOrEqual(20);
    expect(outcomes.create_persistent).toBeGreaterThanOrEqual(8);
    expect(outcomes.answer_in_main).toBeGreaterThanOrEqual(5);
  });

  it('balances the seven languages: none more than 1.2 times the smallest', () => {
    const sizes = Object.values(tally(all().map((m) => m.lang)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1.2 * Math.min(...sizes));
  });

  it('states its counts per phenomenon (tag) in README.md', () => {
    expect(statedCounts(__dirname, 'Messages per phenomenon')).toEqual(tally(all().flatMap((m) => m.tags ?? [])));
  });

  it('asks every user about two pieces of one kind, and offers a lenient attach only to the piece started just before the ask', () => {
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user');
      expect([c.user, asks.some((m) => tagged(m, 'same_kind'))]).toEqual([c.user, true]);
      for (const ask of asks) {
        const before = c.messages[c.messages.indexOf(ask) - 1];
        const lenient = (ask.expect.acceptable ?? []).filter((a) => a.startsWith('attach:'));
        const started = before?.expect.outcome === 'create_persistent' ? [`attach:${before.expect.task}`] : [];
        expect([ask.id, lenient.every((a) => started.includes(a))]).toEqual([ask.id, true]);
      }
    }
  });

  it('gives every user one one-off (the interruption), corrected by the very next line, and two or more pieces of work from one client', () => {
    for (const c of loaded()) {
      const at = c.messages.findIndex((m) => m.act === 'one_off');
      expect([c.user, c.messages.filter((m) => m.act === 'one_off').length]).toEqual([c.user, 1]);
      expect([c.user, tagged(c.messages[at], 'interruption')]).toEqual([c.user, true]);
      const fix = c.messages[at + 1];
      expect([fix.id, fix.act, fix.expect.task]).toEqual([fix.id, 'correction', c.messages[at].expect.task]);
      const perClient = tally(Object.values(c.tasks).map((what) => what.split(' — ')[0]));
      expect([c.user, Math.max(...Object.values(perClient)) >= 2]).toEqual([c.user, true]);
    }
  });

  it('pauses and resumes a piece for every user, and remembers and forgets a preference', () => {
    for (const c of loaded()) {
      const kinds = new Set(c.messages.flatMap((m) => m.tags ?? []));
      for (const tag of ['pause', 'resume', 'remember', 'forget'])
        expect([c.user, tag, kinds.has(tag)]).toEqual([c.user, tag, true]);
    }
  });
});
