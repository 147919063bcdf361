import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keysOf, type HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, tally, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { describeWriterSetChecks } from '../router-heldout/writer-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
/** How a follow-up phrased like a new request continues its piece: a variant, a size or format, one more part, a redo. */
const WAYS = ['variant', 'resize', 'more_part', 'redo'];

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));
/** A follow-up phrased exactly like a new request ("can you make…", "I need…", "hazme…", "сделай…", 「作って」, "帮我做…"). */
const soundsNew = has('sounds_new');
/** The two keys of an ask, as a sorted pair, to compare pairs whatever their order. */
const pairOf = (task?: string) => [...keysOf(task)].sort().join('|');

describe('B10h21, the twenty-first held-out routing set (follow-ups that sound like new requests, and mixed languages)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then this set's own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 18,
    minReturns: 30,
    tagsPerUser: [
      'sounds_new',
      'shares_words',
      'mixed_lang',
      'same_kind',
      'two_fit',
      'remember',
      'forget',
      'lang_switch',
      'reaction',
      'repeat',
      'status_all',
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
    total: [600, 700],
    perLanguage: [90, 120],
  });

  it('phrases a follow-up like a new request on a fifth of the lines or more and on 6 or more of every writer, each one way of continuing its piece', () => {
    for (const c of loaded()) {
      const lines = c.messages.filter(soundsNew);
      const ways = new Set(lines.flatMap((m) => WAYS.filter((w) => has(w)(m))));
      expect([c.user, lines.length >= 6, ways.size >= 3]).toEqual([c.user, true, true]);
    }
    expect(every().filter(soundsNew).length / every().length).toBeGreaterThanOrEqual(1 / 5);
    const byWay = tally(every().flatMap((m) => WAYS.filter((w) => has(w)(m))));
    for (const way of WAYS) expect([way, (byWay[way] ?? 0) >= 15]).toEqual([way, true]);
  });

  it('labels a follow-up that sounds new as an attach or an ask, never as new work, with exactly one way it continues', () => {
    for (const m of every().filter(soundsNew)) {
      const ways = WAYS.filter((w) => has(w)(m));
      expect([
        m.id,
        ['follow_up_edit', 'ambiguous', 'duplicate_request'].includes(m.act),
        ['attach', 'ask_user'].includes(m.expect.outcome),
        ways.length,
      ]).toEqual([m.id, true, true, 1]);
    }
    for (const m of every().filter((x) => WAYS.some((w) => has(w)(x))))
      expect([m.id, soundsNew(m)]).toEqual([m.id, true]);
  });

  it('starts new work phrased the same way and sharing words with a piece under way as a new piece, twice or more a writer', () => {
    for (const m of every().filter(has('shares_words')))
      expect([m.id, m.act, m.expect.outcome]).toEqual([m.id, 'new_request', 'create_persistent']);
    for (const c of loaded())
      expect([c.user, c.messages.filter(has('shares_words')).length >= 2]).toEqual([c.user, true]);
  });

  it('asks only where a request-shaped follow-up fits two live pieces: right after the second of a kind, later the same pair, and another pair', () => {
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user');
      for (const ask of asks)
        expect([ask.id, soundsNew(ask), has('same_kind')(ask) || has('two_fit')(ask)]).toEqual([ask.id, true, true]);
      const sameKind = asks.filter(has('same_kind'));
      expect([c.user, sameKind.length]).toEqual([c.user, 1]);
      // A later ask offers the same two pieces as the first, unless it is marked as another pair.
      const later = asks.filter((m) => has('two_fit')(m) && !has('other_pair')(m));
      expect([c.user, later.length >= 1]).toEqual([c.user, true]);
      for (const ask of later)
        expect([ask.id, pairOf(ask.expect.task)]).toEqual([ask.id, pairOf(sameKind[0].expect.task)]);
      for (const ask of asks.filter(has('other_pair')))
        expect([ask.id, pairOf(ask.expect.task) === pairOf(sameKind[0].expect.task)]).toEqual([ask.id, false]);
    }
    expect(every().filter(has('other_pair')).length).toBeGreaterThanOrEqual(6);
  });

  it('mixes the two languages inside a line on two lines or more of every writer, the line kept in the language of most of its words', () => {
    for (const c of loaded()) {
      const mixed = c.messages.filter(has('mixed_lang'));
      expect([c.user, mixed.length >= 2]).toEqual([c.user, true]);
      for (const m of mixed) expect([m.id, m.lang, has('lang_switch')(m)]).toEqual([m.id, c.lang, false]);
    }
  });

  it('switches for a whole day: six writers or more write every line of one day in the second language, then their own again', () => {
    const switchers = loaded().filter((c) => c.messages.some(has('switch_day')));
    expect(switchers.length).toBeGreaterThanOrEqual(6);
    for (const c of loaded()) {
      const days = [...new Set(c.messages.filter(has('switch_day')).map((m) => m.day))];
      if (days.length === 0) {
        expect([c.user, c.messages.filter(has('lang_switch')).length]).toEqual([c.user, 1]);
        continue;
      }
      expect([c.user, days.length]).toEqual([c.user, 1]);
      const onDay = c.messages.filter((m) => m.day === days[0]);
      expect([c.user, onDay.length >= 2, onDay.every((m) => has('switch_day')(m) && has('lang_switch')(m))]).toEqual([
        c.user,
        true,
        true,
      ]);
      const nextDay = c.messages.find((m) => m.day > days[0]);
      expect([c.user, nextDay?.lang]).toEqual([c.user, c.lang]);
      expect([c.user, c.messages.filter((m) => has('lang_switch')(m) && !has('switch_day')(m)).length]).toEqual([
        c.user,
        0,
      ]);
    }
  });

  it('answers a pure reaction in the thread: a reaction asks for nothing, at most it may reach the piece it reacts to', () => {
    for (const m of every().filter(has('reaction'))) {
      const others = (m.expect.acceptable ?? []).every((a) => a.startsWith('attach:'));
      expect([m.id, m.act, m.expect.outcome, others]).toEqual([m.id, 'greeting', 'answer_in_main', true]);
    }
  });

  it('resends an early edit word for word days later, once a writer', () => {
    for (const c of loaded()) {
      const repeats = c.messages.filter(has('repeat'));
      expect([c.user, repeats.length]).toEqual([c.user, 1]);
      const first = c.messages.find((m: HeldOutMessage) => m.text === repeats[0].text);
      expect([c.user, (first?.day ?? 99) + 3 <= repeats[0].day]).toEqual([c.user, true]);
    }
  });
});
