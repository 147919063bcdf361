import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Conversation, HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, statedCounts, tally, type TextSetRules } from '../router-heldout/set-files';
import { diaryOf, parseUser } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh', 'fr'];
/** What the shared helpers hold this set to: 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
const HOUR_MS = 3_600_000;
const SILENCE_HOURS = 72;

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const has = (tag: string) => (m: HeldOutMessage) => (m.tags ?? []).includes(tag);
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

describe('B10h8, the eighth held-out routing set (product launches kept as diaries)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts); the launch diaries' own follow.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);

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

  it('marks cross_lang on exactly the lines that reach a task briefed in another language: 80 or more, in every language', () => {
    const crossing: HeldOutMessage[] = [];
    for (const c of loaded()) {
      const brief = briefedIn(c);
      const expected = ids(c.messages, (m) => m.expect.outcome === 'attach' && brief[m.expect.task ?? ''] !== m.lang);
      expect(ids(c.messages, has('cross_lang'))).toEqual(expected);
      crossing.push(...c.messages.filter(has('cross_lang')));
    }
    expect(crossing.length).toBeGreaterThanOrEqual(80);
    expect(Object.keys(tally(crossing.map((m) => m.lang))).sort()).toEqual([...LANGUAGES].sort());
  });

  it('gives every message a time on its own day, the last no later than day 14', () => {
    for (const c of loaded()) {
      const dayOne = Date.parse(`${/^start: (\S+)$/m.exec(fileOf(c.user))?.[1]}T00:00:00Z`);
      for (const m of c.messages) {
        const day = Math.floor((ms(m) - dayOne) / (24 * HOUR_MS)) + 1;
        expect([m.id, day]).toEqual([m.id, m.day]);
      }
      expect([c.user, Math.max(...c.messages.map((m) => m.day)) <= 14]).toEqual([c.user, true]);
    }
  });

  it('marks after_72h on exactly the first line after 72 hours or more of silence: 40 or more, every language, every user', () => {
    const returns: HeldOutMessage[] = [];
    for (const c of loaded()) {
      const after = ids(c.messages, (m, i) => i > 0 && ms(m) - ms(c.messages[i - 1]) >= SILENCE_HOURS * HOUR_MS);
      expect(ids(c.messages, has('after_72h'))).toEqual(after);
      expect([c.user, after.length >= 2]).toEqual([c.user, true]);
      returns.push(...c.messages.filter(has('after_72h')));
    }
    expect(returns.length).toBeGreaterThanOrEqual(40);
    expect(new Set(returns.map((m) => m.lang)).size).toBe(LANGUAGES.length);
    // A return does all kinds of things: continues old work, starts new work, asks, or asks what is open.
    expect(Object.keys(tally(returns.map((m) => m.expect.outcome))).sort()).toEqual(
      ['answer_in_main', 'ask_user', 'attach', 'create_persistent'].sort(),
    );
  });

  it('keeps the seven languages within 1.2 times of each other, and states its tag counts in README.md', () => {
    const counts = Object.values(tally(every().map((m) => m.lang)));
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThanOrEqual(1.2);
    const tagCounts = tally(every().flatMap((m) => m.tags ?? []));
    expect(statedCounts(__dirname, 'Messages per phenomenon')).toEqual(tagCounts);
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

  it('gives each user a one-off corrected on the next line, a pause resumed later, a remember, a forget and a line naming another piece', () => {
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
      for (const tag of ['remember', 'forget', 'distractor_name', 'typo', 'description_ref'])
        expect([c.user, tag, c.messages.some(has(tag))]).toEqual([c.user, tag, true]);
    }
  });
});
