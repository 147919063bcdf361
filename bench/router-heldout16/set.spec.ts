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

describe('B10h16, the sixteenth held-out routing set (small-business owners in their fifties to seventies writing letter-like messages)', () => {
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
      'letter_register',
      'date_ref',
      'two_in_one',
      'remember',
      'forget',
      'distractor_name',
      'description_ref',
      'object_ref',
      'lang_switch',
      'nickname_ref',
      'reaction',
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
    writers: [16, 18],
    total: [600, 660],
    everyLine: { tag: 'letter_register', title: 'writes every line in the letter register' },
    perLanguage: [90, 120],
  });

  it('answers a pure reaction in the thread: a reaction asks for nothing, at most it may reach the piece it reacts to', () => {
    for (const m of every().filter(has('reaction'))) {
      const others = (m.expect.acceptable ?? []).every((a) => a.startsWith('attach:'));
      expect([m.id, m.act, m.expect.outcome, others]).toEqual([m.id, 'greeting', 'answer_in_main', true]);
    }
  });

  it('keeps a burst on the piece of the line before it, sent within two minutes', () => {
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

  it('gives every writer at least two reactions and one burst', () => {
    for (const c of loaded()) {
      const reactions = c.messages.filter(has('reaction')).length;
      const bursts = c.messages.filter(has('burst')).length;
      expect([c.user, reactions >= 2, bursts >= 1]).toEqual([c.user, true, true]);
    }
  });
});
