import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { targetsOf } from '../router-heldout/conversation';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
const HOUR_MS = 3_600_000;

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h12, the twelfth held-out routing set (formal letters from people who do not chat)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then the letter writers' own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 30,
    minReturns: 25,
    tagsPerUser: [
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'formal_letter',
      'two_requests',
      'short_note',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });

  it('has 15 to 18 writers, each of another standing, each written language by two or three of them', () => {
    expect(loaded().length).toBeGreaterThanOrEqual(15);
    expect(loaded().length).toBeLessThanOrEqual(18);
    for (const lang of LANGUAGES) {
      const writers = loaded().filter((c) => c.lang === lang).length;
      expect([lang, writers >= 2 && writers <= 3]).toEqual([lang, true]);
    }
    const roles = loaded().map((c) => roleOf(fileOf(c.user)));
    for (const [i, c] of loaded().entries()) expect([c.user, typeof roles[i]]).toEqual([c.user, 'string']);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('keeps each writer in one language, but for one piece briefed in a second: 30 to 45 messages each, 600 to 660 in all', () => {
    for (const c of loaded()) {
      const second = secondOf(fileOf(c.user));
      expect([c.user, LANGUAGES.includes(second ?? ''), second === c.lang]).toEqual([c.user, true, false]);
      const own = c.messages.filter((m) => m.lang === c.lang).length;
      expect([c.user, c.messages.length >= 30 && c.messages.length <= 45, own / c.messages.length >= 0.75]).toEqual([
        c.user,
        true,
        true,
      ]);
      for (const m of c.messages) expect([m.id, m.lang === c.lang || m.lang === second]).toEqual([m.id, true]);
      const briefed = c.messages.filter((m) => m.expect.outcome === 'create_persistent' && m.lang === second);
      expect([c.user, briefed.length]).toEqual([c.user, 1]);
    }
    expect(every().length).toBeGreaterThanOrEqual(600);
    expect(every().length).toBeLessThanOrEqual(660);
  });

  it('writes letters: a quarter of each stream or more in letter form, every new piece among them, and short formal notes', () => {
    for (const c of loaded()) {
      const letters = c.messages.filter(has('formal_letter'));
      expect([c.user, letters.length / c.messages.length >= 0.25]).toEqual([c.user, true]);
      const briefs = c.messages.filter((m) => m.act === 'new_request');
      expect([c.user, briefs.every(has('formal_letter'))]).toEqual([c.user, true]);
      // A short formal note ("Received with thanks.") is a thank-you, answered in the main thread.
      for (const m of c.messages.filter(has('short_note'))) expect([m.id, m.act]).toEqual([m.id, 'greeting']);
    }
  });

  it('labels a letter with two requests by its main one, the ask between both pieces acceptable', () => {
    for (const c of loaded()) {
      for (const m of c.messages.filter(has('two_requests'))) {
        const asks = targetsOf(m.expect).filter((t) => t.outcome === 'ask_user');
        expect([m.id, m.expect.outcome, asks.length, asks[0]?.keys[0], asks[0]?.keys.length]).toEqual([
          m.id,
          'attach',
          1,
          m.expect.task,
          2,
        ]);
      }
    }
  });

  it('lets most writers fall silent for five days or more, not only the 72 hours every stream has', () => {
    const long = loaded().filter((c) =>
      c.messages.some(
        (m, i) => i > 0 && Date.parse(m.at ?? '') - Date.parse(c.messages[i - 1].at ?? '') >= 5 * 24 * HOUR_MS,
      ),
    );
    expect(long.length / loaded().length).toBeGreaterThanOrEqual(0.5);
  });

  it('asks on 5 to 12 % of the lines', () => {
    const asks = every().filter((m) => m.expect.outcome === 'ask_user').length;
    expect(asks / every().length).toBeGreaterThanOrEqual(0.05);
    expect(asks / every().length).toBeLessThanOrEqual(0.12);
  });

  it('names live tasks only: started before, never a paused one until its resume, and a one-off only on its correction', () => {
    for (const c of loaded()) {
      const started = new Set<string>();
      const paused = new Set<string>();
      const oneOffs = new Set<string>();
      c.messages.forEach((m, i) => {
        const named = targetsOf(m.expect).flatMap((t) =>
          t.outcome === 'attach' || t.outcome === 'ask_user' ? t.keys : [],
        );
        const previous = c.messages[i - 1];
        for (const key of named) {
          expect([m.id, key, started.has(key)]).toEqual([m.id, key, true]);
          if (!has('resume')(m)) expect([m.id, key, paused.has(key)]).toEqual([m.id, key, false]);
          if (oneOffs.has(key)) expect([m.id, m.act, previous?.expect.task]).toEqual([m.id, 'correction', key]);
        }
        const key = m.expect.task ?? '';
        if (m.expect.outcome.startsWith('create_')) started.add(key);
        if (m.act === 'one_off') oneOffs.add(key);
        if (has('pause')(m)) paused.add(key);
        if (has('resume')(m)) paused.delete(key);
      });
    }
  });

  it('plans each fortnight in a plan section of four entries or more within the 14 days, two of them away', () => {
    for (const c of loaded()) {
      const plan = planFor(c.user);
      const fits = plan.length >= 4 && plan.every((p) => p.from >= 1 && p.to <= 14 && p.from <= p.to);
      expect([c.user, fits, plan.filter((p) => /\baway\b/.test(p.note)).length]).toEqual([c.user, true, 2]);
    }
  });
});
