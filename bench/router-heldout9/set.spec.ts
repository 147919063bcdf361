import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, tally, type TextSetRules } from '../router-heldout/set-files';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { parseUser, phoneOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };

const planOf = (user: string) => phoneOf(readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8'));

describe('B10h9, the ninth held-out routing set (messages typed on a phone between other things)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then the phone notes' own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 60,
    minReturns: 35,
    tagsPerUser: ['remember', 'forget', 'distractor_name', 'description_ref', 'typo'],
    // Every silence is an absence the `phone:` section planned before the stream was written.
    silencePlanned: (user, from, to) => planOf(user).some((p) => p.from > from && p.to < to),
  });

  it('has 14 to 18 users, each writing their own language and one second language, each language a second one for two users or more', () => {
    expect(loaded().length).toBeGreaterThanOrEqual(14);
    expect(loaded().length).toBeLessThanOrEqual(18);
    const seconds: string[] = [];
    for (const c of loaded()) {
      const spoken = tally(c.messages.map((m) => m.lang));
      const second = Object.keys(spoken).filter((l) => l !== c.lang);
      expect([c.user, second.length, spoken[second[0]] >= 8]).toEqual([c.user, 1, true]);
      seconds.push(...second);
    }
    for (const lang of LANGUAGES) expect([lang, tally(seconds)[lang] >= 2]).toEqual([lang, true]);
  });

  it('plans each fortnight in a phone section of four entries or more, within the 14 days', () => {
    for (const c of loaded()) {
      const plan = planOf(c.user);
      const fits = plan.length >= 4 && plan.every((p) => p.from >= 1 && p.to <= 14 && p.from <= p.to);
      expect([c.user, fits]).toEqual([c.user, true]);
    }
  });

  it('reads like a phone: no line ends in a full stop, and every user leaves a dictation slip or a switch of language inside a line', () => {
    for (const m of every()) expect([m.id, /[.。]$/.test(m.text)]).toEqual([m.id, false]);
    for (const c of loaded()) {
      const slips = c.messages.filter((m) => has('dictation')(m) || has('mixed_lang')(m));
      expect([c.user, slips.length >= 1]).toEqual([c.user, true]);
    }
    expect(
      new Set(
        every()
          .filter(has('dictation'))
          .map((m) => m.lang),
      ).size,
    ).toBe(LANGUAGES.length);
  });
});
