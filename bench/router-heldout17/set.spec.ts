import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));

describe('B10h17, the seventeenth held-out routing set (messages dictated by voice)', () => {
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
      'voice_dictation',
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'lang_switch',
      'misheard',
      'self_correction',
      'spelled_number',
      'side_remark',
      'reply_to_agent',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: true });

  it('has 18 writers, each of another trade, each language written by three of them', () => {
    expect(loaded().length).toBe(18);
    for (const lang of LANGUAGES) {
      const writers = loaded().filter((c) => c.lang === lang).length;
      expect([lang, writers]).toEqual([lang, 3]);
    }
    const roles = loaded().map((c) => roleOf(fileOf(c.user)));
    for (const [i, c] of loaded().entries()) expect([c.user, typeof roles[i]]).toEqual([c.user, 'string']);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('marks every line as dictated, 30 to 45 a writer and 600 to 660 in all, switching to the second language only for a follow-up', () => {
    for (const c of loaded()) {
      const second = secondOf(fileOf(c.user));
      expect([c.user, typeof second, second === c.lang]).toEqual([c.user, 'string', false]);
      expect([c.user, c.messages.length >= 30 && c.messages.length <= 45]).toEqual([c.user, true]);
      for (const m of c.messages) {
        expect([m.id, has('voice_dictation')(m)]).toEqual([m.id, true]);
        expect([m.id, m.lang === c.lang || m.lang === second]).toEqual([m.id, true]);
        // A line in the second language is about a piece already under way, never a brief.
        const switched = m.lang === second;
        expect([m.id, has('lang_switch')(m)]).toEqual([m.id, switched]);
        if (switched) expect([m.id, m.expect.outcome, has('cross_lang')(m)]).toEqual([m.id, 'attach', true]);
      }
      const switches = c.messages.filter(has('lang_switch')).length;
      expect([c.user, switches >= 1 && switches <= 3]).toEqual([c.user, true]);
    }
    expect(every().length).toBeGreaterThanOrEqual(600);
    expect(every().length).toBeLessThanOrEqual(660);
  });

  it('makes each of the six languages a second language of some writer', () => {
    const seconds = new Set(loaded().map((c) => secondOf(fileOf(c.user))));
    for (const lang of LANGUAGES) expect([lang, seconds.has(lang)]).toEqual([lang, true]);
  });

  it('gives each of the six languages 100 to 120 lines', () => {
    for (const lang of LANGUAGES) {
      const lines = every().filter((m) => m.lang === lang).length;
      expect([lang, lines >= 100 && lines <= 120]).toEqual([lang, true]);
    }
  });

  it('answers a side remark or a reaction in the thread: it asks for nothing, at most it may reach the piece it reacts to', () => {
    for (const m of every().filter((x) => has('reaction')(x) || has('side_remark')(x))) {
      const others = (m.expect.acceptable ?? []).every((a) => a.startsWith('attach:'));
      expect([m.id, m.act, m.expect.outcome, others]).toEqual([m.id, 'greeting', 'answer_in_main', true]);
      // Speech the phone picked up that was meant for someone in the room reaches no piece at all.
      if (has('side_remark')(m)) expect([m.id, m.expect.acceptable ?? []]).toEqual([m.id, []]);
    }
  });

  it('keeps a burst (a dictation cut off and sent on) on the piece of the line before it, sent within two minutes', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (!has('burst')(m)) return;
        const previous = c.messages[i - 1];
        const gap = Date.parse(m.at ?? '') - Date.parse(previous.at ?? '');
        expect([m.id, m.expect.outcome, m.expect.task, gap <= 2 * 60_000]).toEqual([
          m.id,
          'attach',
          previous.expect.task,
          true,
        ]);
      });
    }
  });

  it('gives every writer two remarks that ask nothing, a burst, and a piece named by a misheard word', () => {
    for (const c of loaded()) {
      const remarks = c.messages.filter((m) => has('reaction')(m) || has('side_remark')(m)).length;
      const bursts = c.messages.filter(has('burst')).length;
      const misheardAttach = c.messages.filter((m) => has('misheard')(m) && m.expect.outcome === 'attach').length;
      expect([c.user, remarks >= 2, bursts >= 1, misheardAttach >= 1]).toEqual([c.user, true, true, true]);
    }
  });

  it('labels two asks in one breath (an edit and a status question) as the edit, with the thread as the lenient answer', () => {
    for (const m of every().filter(has('two_in_one'))) {
      expect([m.id, m.act, m.expect.outcome, m.expect.acceptable]).toEqual([
        m.id,
        'follow_up_edit',
        'attach',
        ['answer_in_main'],
      ]);
    }
  });
});
