import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeTimedSetChecks } from '../router-heldout/timed-set-checks';
import { diaryOf, parseUser } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh', 'fr'];
/** What the shared helpers hold this set to: 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');

describe('B10h8, the eighth held-out routing set (product launches kept as diaries)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then the launch diaries' own.
  const loaded = describeTextSet(RULES);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 80,
    minReturns: 40,
    tagsPerUser: ['remember', 'forget', 'distractor_name', 'typo', 'description_ref'],
  });

  it('follows 15 or 16 launches, each in two languages or more, two of them written by a studio of three', () => {
    expect([15, 16]).toContain(loaded().length);
    for (const c of loaded()) {
      const spoken = new Set(c.messages.map((m) => m.lang));
      expect([c.user, spoken.size >= 2]).toEqual([c.user, true]);
      const plan = diaryOf(fileOf(c.user));
      expect([c.user, plan.length >= 4 && plan.every((d) => d.from >= 1 && d.to <= 14 && d.from <= d.to)]).toEqual([
        c.user,
        true,
      ]);
    }
    const studios = loaded().filter((c) => new Set(c.messages.map((m) => m.lang)).size >= 3);
    expect(studios.map((c) => c.user).sort()).toEqual(['de_studio', 'ja_studio']);
  });
});
