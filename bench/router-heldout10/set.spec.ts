import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { nativeOf, parseUser, planOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h10, the tenth held-out routing set (people writing in a language they are still learning)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then the L2 writers' own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 30,
    minReturns: 30,
    tagsPerUser: ['remember', 'forget', 'distractor_name', 'description_ref', 'object_ref'],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });

  it('has 15 or 16 writers, each written language by two or more, none of them writing their mother tongue', () => {
    expect([15, 16]).toContain(loaded().length);
    for (const lang of LANGUAGES)
      expect([lang, loaded().filter((c) => c.lang === lang).length >= 2]).toEqual([lang, true]);
    for (const c of loaded()) {
      const native = nativeOf(fileOf(c.user));
      expect([c.user, typeof native, native === c.lang]).toEqual([c.user, 'string', false]);
    }
  });

  it('keeps each writer in the learned language: 25 to 45 messages, most of them in it, and the total 600 to 620', () => {
    for (const c of loaded()) {
      const own = c.messages.filter((m) => m.lang === c.lang).length;
      expect([c.user, c.messages.length >= 25 && c.messages.length <= 45, own / c.messages.length >= 0.8]).toEqual([
        c.user,
        true,
        true,
      ]);
    }
    expect(every().length).toBeGreaterThanOrEqual(600);
    expect(every().length).toBeLessThanOrEqual(620);
  });

  it('lets a writer fall back to the mother tongue only: a native_fallback line is in the native language, or English for a writer whose native one the router does not take', () => {
    for (const c of loaded()) {
      const native = nativeOf(fileOf(c.user)) ?? '';
      const fallback = LANGUAGES.includes(native) ? native : 'en';
      for (const m of c.messages) {
        expect([m.id, m.lang === c.lang || has('native_fallback')(m)]).toEqual([m.id, true]);
        if (has('native_fallback')(m)) expect([m.id, m.lang]).toEqual([m.id, fallback]);
      }
      const slips = c.messages.filter((m) => has('native_fallback')(m) || has('mixed_lang')(m));
      expect([c.user, slips.length >= 1]).toEqual([c.user, true]);
    }
  });

  it('plans each fortnight in a plan section of four entries or more within the 14 days, two of them away', () => {
    for (const c of loaded()) {
      const plan = planFor(c.user);
      const fits = plan.length >= 4 && plan.every((p) => p.from >= 1 && p.to <= 14 && p.from <= p.to);
      expect([c.user, fits, plan.filter((p) => /\baway\b/.test(p.note)).length]).toEqual([c.user, true, 2]);
    }
  });

  it('briefs a piece in another language than the learned one for 14 writers or more (cross_lang both ways)', () => {
    const briefers = loaded().filter((c) =>
      c.messages.some((m) => m.expect.outcome === 'create_persistent' && m.lang !== c.lang),
    );
    expect(briefers.length).toBeGreaterThanOrEqual(14);
  });
});
