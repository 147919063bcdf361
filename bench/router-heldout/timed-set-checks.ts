/**
 * The checks the held-out sets written with clock times and a second language per user share
 * (B10h8 on), as jest tests inside the caller's `describe`, after {@link describeTextSet}:
 * `cross_lang` and `after_72h` tagged exactly where the rule puts them, times on their own day,
 * the languages balanced, the two asks per user and the checklist every stream covers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Conversation, HeldOutMessage } from './conversation';
import { statedCounts, tally } from './set-files';

const HOUR_MS = 3_600_000;
const SILENCE_HOURS = 72;
const LAST_DAY = 14;

/** What {@link describeTimedSetChecks} holds a set to. */
export interface TimedSetRules {
  /** The set's folder: `users/*.txt` (for `start:`) and `README.md` (for the tag counts). */
  dir: string;
  languages: string[];
  /** The fewest lines reaching a task briefed in another language. */
  minCrossLanguage: number;
  /** The fewest first lines after 72 hours of silence. */
  minReturns: number;
  /** Tags each user's stream must carry at least once. */
  tagsPerUser: string[];
  /** Whether the user's own plan marks the days strictly between `from` and `to` as away; unchecked when absent. */
  silencePlanned?: (user: string, from: number, to: number) => boolean;
}

export const has = (tag: string) => (m: HeldOutMessage) => (m.tags ?? []).includes(tag);
const ms = (m: HeldOutMessage) => Date.parse(m.at ?? '');
/** The id of every message for which `keep` holds, to compare lists of lines and see which differ. */
const ids = (messages: HeldOutMessage[], keep: (m: HeldOutMessage, i: number) => boolean) =>
  messages.filter(keep).map((m) => m.id);

/** Each task's brief language: the language of the line that started it. */
function briefedIn(c: Conversation): Record<string, string> {
  return Object.fromEntries(
    c.messages.filter((m) => m.expect.outcome.startsWith('create_')).map((m) => [m.expect.task ?? '', m.lang]),
  );
}

export function describeTimedSetChecks(loaded: () => Conversation[], rules: TimedSetRules): void {
  const { dir, languages } = rules;
  const every = () => loaded().flatMap((c) => c.messages);
  const fileOf = (user: string) => readFileSync(join(dir, 'users', `${user}.txt`), 'utf8');

  it(`marks cross_lang on exactly the lines that reach a task briefed in another language: ${rules.minCrossLanguage} or more, in every language`, () => {
    const crossing: HeldOutMessage[] = [];
    for (const c of loaded()) {
      const brief = briefedIn(c);
      const expected = ids(c.messages, (m) => m.expect.outcome === 'attach' && brief[m.expect.task ?? ''] !== m.lang);
      expect(ids(c.messages, has('cross_lang'))).toEqual(expected);
      crossing.push(...c.messages.filter(has('cross_lang')));
    }
    expect(crossing.length).toBeGreaterThanOrEqual(rules.minCrossLanguage);
    expect(Object.keys(tally(crossing.map((m) => m.lang))).sort()).toEqual([...languages].sort());
  });

  it(`gives every message a time on its own day, the last no later than day ${LAST_DAY}`, () => {
    for (const c of loaded()) {
      const dayOne = Date.parse(`${/^start: (\S+)$/m.exec(fileOf(c.user))?.[1]}T00:00:00Z`);
      for (const m of c.messages) {
        const day = Math.floor((ms(m) - dayOne) / (24 * HOUR_MS)) + 1;
        expect([m.id, day]).toEqual([m.id, m.day]);
      }
      expect([c.user, Math.max(...c.messages.map((m) => m.day)) <= LAST_DAY]).toEqual([c.user, true]);
    }
  });

  it(`marks after_72h on exactly the first line after ${SILENCE_HOURS} hours or more of silence: ${rules.minReturns} or more, every language, every user`, () => {
    const returns: HeldOutMessage[] = [];
    for (const c of loaded()) {
      const after = ids(c.messages, (m, i) => i > 0 && ms(m) - ms(c.messages[i - 1]) >= SILENCE_HOURS * HOUR_MS);
      expect(ids(c.messages, has('after_72h'))).toEqual(after);
      expect([c.user, after.length >= 2]).toEqual([c.user, true]);
      c.messages.forEach((m, i) => {
        if (!rules.silencePlanned || !has('after_72h')(m)) return;
        expect([m.id, rules.silencePlanned(c.user, c.messages[i - 1].day, m.day)]).toEqual([m.id, true]);
      });
      returns.push(...c.messages.filter(has('after_72h')));
    }
    expect(returns.length).toBeGreaterThanOrEqual(rules.minReturns);
    expect(new Set(returns.map((m) => m.lang)).size).toBe(languages.length);
    // A return does all kinds of things: continues old work, starts new work, asks, or asks what is open.
    expect(Object.keys(tally(returns.map((m) => m.expect.outcome))).sort()).toEqual(
      ['answer_in_main', 'ask_user', 'attach', 'create_persistent'].sort(),
    );
  });

  it(`keeps the ${languages.length} languages within 1.2 times of each other, and states its tag counts in README.md`, () => {
    const counts = Object.values(tally(every().map((m) => m.lang)));
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThanOrEqual(1.2);
    const tagCounts = tally(every().flatMap((m) => m.tags ?? []));
    expect(statedCounts(dir, 'Messages per phenomenon')).toEqual(tagCounts);
  });

  it('asks each user twice: about a second piece of a kind just started (lenient on it only), and later where two pieces fit', () => {
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user');
      expect([c.user, asks.filter(has('same_kind')).length >= 1, asks.filter(has('two_fit')).length >= 1]).toEqual([
        c.user,
        true,
        true,
      ]);
      for (const ask of asks) {
        const previous = c.messages[c.messages.indexOf(ask) - 1];
        const lenient = (ask.expect.acceptable ?? []).filter((a) => a.startsWith('attach'));
        const justStarted = previous.expect.outcome === 'create_persistent' ? previous.expect.task : undefined;
        expect([ask.id, lenient]).toEqual([ask.id, has('same_kind')(ask) ? [`attach:${justStarted}`] : []]);
      }
    }
  });

  it(`gives each user a one-off corrected on the next line, a pause resumed later, and ${rules.tagsPerUser.join(', ')}`, () => {
    for (const c of loaded()) {
      const at = c.messages.findIndex((m) => m.act === 'one_off');
      expect([c.user, c.messages[at + 1].act, c.messages[at + 1].expect.task]).toEqual([
        c.user,
        'correction',
        c.messages[at].expect.task,
      ]);
      const paused = c.messages.find(has('pause'));
      const resumed = c.messages.find(has('resume'));
      expect([c.user, paused?.expect.task, (paused?.day ?? 99) < (resumed?.day ?? 0)]).toEqual([
        c.user,
        resumed?.expect.task,
        true,
      ]);
      for (const tag of rules.tagsPerUser)
        expect([c.user, tag, c.messages.some(has(tag))]).toEqual([c.user, tag, true]);
    }
  });
}
