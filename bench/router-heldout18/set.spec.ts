import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { describeWriterSetChecks } from '../router-heldout/writer-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
/** Languages not written in Latin letters: a line of theirs is `translit` exactly when it holds a Latin-letter word. */
const NON_LATIN = ['ru', 'ja', 'zh'];
/** A word in Latin letters, two or more, not an all-capital abbreviation (QR, MV, DM, SBP). */
const latinWord = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).some((w) => w !== w.toUpperCase());

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h18, the eighteenth held-out routing set (bursts of very short messages, often in transliteration or mixed script)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then this set's own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 20,
    minReturns: 25,
    tagsPerUser: [
      'burst_register',
      'burst',
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'other_one',
      'side_remark',
      'lang_switch',
      'reaction',
      'short_note',
      'repeat',
      'cancel',
      'reply_to_agent',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: true });
  describeWriterSetChecks(loaded, {
    languages: LANGUAGES,
    fileOf,
    roleOf,
    secondOf,
    writers: [18, 18],
    total: [600, 660],
    everyLine: { tag: 'burst_register', title: 'writes every line in the burst register' },
    perLanguage: [90, 120],
  });

  it('keeps the lines short: none over 120 characters, four in five at most 40', () => {
    for (const m of every()) expect([m.id, m.text.length <= 120]).toEqual([m.id, true]);
    const short = every().filter((m) => m.text.length <= 40).length;
    expect(short / every().length).toBeGreaterThanOrEqual(0.8);
  });

  it('marks translit exactly on the Russian, Japanese and Chinese lines with a word in Latin letters, on two lines in five or more, and in every language', () => {
    for (const m of every().filter((x) => NON_LATIN.includes(x.lang)))
      expect([m.id, has('translit')(m)]).toEqual([m.id, latinWord(m.text)]);
    const translit = every().filter(has('translit'));
    expect(translit.length / every().length).toBeGreaterThanOrEqual(0.4);
    expect(new Set(translit.map((m) => m.lang)).size).toBe(LANGUAGES.length);
    // Each Russian writer also writes once or more in the other alphabet than the one they mostly use.
    for (const c of loaded().filter((x) => x.lang === 'ru'))
      expect([c.user, c.messages.some(has('script_switch'))]).toEqual([c.user, true]);
  });

  it('answers a pure reaction, a side remark and a short note in the thread: at most they may reach the piece they react to', () => {
    for (const m of every().filter((x) => has('reaction')(x) || has('side_remark')(x) || has('short_note')(x))) {
      const others = (m.expect.acceptable ?? []).every((a) => a.startsWith('attach:'));
      expect([m.id, m.act, m.expect.outcome, others]).toEqual([m.id, 'greeting', 'answer_in_main', true]);
    }
    // A remark to someone in the room reaches no piece at all.
    for (const m of every().filter(has('side_remark'))) expect([m.id, m.expect.acceptable]).toEqual([m.id, undefined]);
  });

  it('tags burst exactly on the lines sent within two minutes of the line before (replies to the assistant aside), and topic_jump on a burst that reaches another piece', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        const previous = c.messages[i - 1];
        const gap = previous ? Date.parse(m.at ?? '') - Date.parse(previous.at ?? '') : Infinity;
        expect([m.id, has('burst')(m)]).toEqual([m.id, gap <= 2 * 60_000 && !has('reply_to_agent')(m)]);
        const jumps =
          has('burst')(m) &&
          m.expect.outcome === 'attach' &&
          !!previous.expect.task &&
          m.expect.task !== previous.expect.task;
        expect([m.id, has('topic_jump')(m)]).toEqual([m.id, jumps]);
      });
    }
  });

  it('sends "the other one" as a burst correction that moves the line before to another piece', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (!has('other_one')(m)) return;
        const previous = c.messages[i - 1];
        expect([m.id, m.act, m.expect.outcome, has('burst')(m), previous.expect.outcome]).toEqual([
          m.id,
          'correction',
          'attach',
          true,
          'attach',
        ]);
        expect([m.id, m.expect.task === previous.expect.task]).toEqual([m.id, false]);
      });
    }
  });

  it('gives every writer at least two reactions or short notes and one burst', () => {
    for (const c of loaded()) {
      const reactions = c.messages.filter((m) => has('reaction')(m) || has('short_note')(m)).length;
      const bursts = c.messages.filter(has('burst')).length;
      expect([c.user, reactions >= 2, bursts >= 1]).toEqual([c.user, true, true]);
    }
  });
});
