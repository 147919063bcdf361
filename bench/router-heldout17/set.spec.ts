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
  describeWriterSetChecks(loaded, {
    languages: LANGUAGES,
    fileOf,
    roleOf,
    secondOf,
    writers: [18, 18],
    total: [600, 660],
    everyLine: { tag: 'voice_dictation', title: 'marks every line as dictated' },
    perLanguage: [100, 120],
  });

  it('makes each of the six languages a second language of some writer', () => {
    const seconds = new Set(loaded().map((c) => secondOf(fileOf(c.user))));
    for (const lang of LANGUAGES) expect([lang, seconds.has(lang)]).toEqual([lang, true]);
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
