import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, type TextSetRules } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { describeWriterSetChecks } from '../router-heldout/writer-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/** What the shared helpers hold this set to: the harness's own floor, 600 messages or more from 15 users or more. */
const RULES: TextSetRules = { dir: __dirname, parse: parseUser, languages: LANGUAGES, minMessages: 600, minUsers: 15 };
/** A message line of a user's file (`dN HH:MM …`), as against a `//` turn of the assistant. */
const MESSAGE_LINE = /^d\d+ /;

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));
/** A line that answers something the assistant said: right after its turn, or later. */
const answers = (m: HeldOutMessage) => has('reply_to_agent')(m) || has('late_reply')(m);

describe('B10h19, the nineteenth held-out routing set (replies to the assistant)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), those of the sets
  // written with clock times (../router-heldout/timed-set-checks.ts), then this set's own.
  const loaded = describeTextSet(RULES);
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 18,
    minReturns: 25,
    tagsPerUser: [
      'reply_to_agent',
      'pick_option',
      'yes_but',
      'negative_reply',
      'late_reply',
      'off_focus_reply',
      'agent_other_lang',
      'accept_offer',
      'remember',
      'forget',
      'date_ref',
      'two_in_one',
      'distractor_name',
      'lang_switch',
      'reaction',
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
    perLanguage: [90, 120],
  });

  it('answers the assistant on a third of the lines or more, and on 12 or more lines of every writer', () => {
    for (const c of loaded()) {
      expect([c.user, c.messages.filter(answers).length >= 12]).toEqual([c.user, true]);
    }
    expect(every().filter(answers).length / every().length).toBeGreaterThanOrEqual(1 / 3);
  });

  it('answers a question late: each late_reply comes after other lines than the turn it answers, which no line answered at once', () => {
    for (const c of loaded()) {
      const lines = fileOf(c.user).split('\n');
      const lineOf = (text: string) => lines.findIndex((l) => MESSAGE_LINE.test(l) && l.endsWith(` | ${text}`));
      // A turn left open: a `//` line not followed at once by a message line (a reply would be).
      const opened = lines.flatMap((l, i) =>
        l.startsWith('//') && !(MESSAGE_LINE.test(lines[i + 1] ?? '') && lines[i + 1].includes('#reply_to_agent'))
          ? [i]
          : [],
      );
      const late = c.messages.filter(has('late_reply'));
      expect([c.user, late.length <= opened.length]).toEqual([c.user, true]);
      late.forEach((m, k) => {
        const at = lineOf(m.text);
        expect([m.id, m.expect.outcome, has('reply_to_agent')(m), lines[at - 1]?.startsWith('//')]).toEqual([
          m.id,
          'attach',
          false,
          false,
        ]);
        // The k-th late answer answers the k-th open turn, with at least one message line between them.
        const between = lines.slice(opened[k] + 1, at).filter((l) => MESSAGE_LINE.test(l)).length;
        expect([m.id, opened[k] < at, between >= 1]).toEqual([m.id, true, true]);
      });
    }
  });

  it('labels the kinds of answer: a pick, a "yes but", a "no" or a late or off-focus answer attaches; an accepted offer starts a piece', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        for (const tag of ['pick_option', 'yes_but', 'negative_reply', 'off_focus_reply', 'approve_cost'])
          if (has(tag)(m)) {
            // A burst within the minute may carry the "but …" of the answer before it.
            const answering = answers(m) || (has('burst')(m) && answers(c.messages[i - 1]));
            expect([m.id, tag, answering, m.expect.outcome]).toEqual([m.id, tag, true, 'attach']);
          }
        if (has('accept_offer')(m))
          expect([m.id, has('reply_to_agent')(m), m.expect.outcome]).toEqual([m.id, true, 'create_persistent']);
        // Off focus: the answer reaches another piece than the line before it touched.
        if (has('off_focus_reply')(m))
          expect([m.id, m.expect.task === c.messages[i - 1].expect.task]).toEqual([m.id, false]);
        // The assistant asked in the other language the line before used; the answer comes back in the writer's own.
        if (has('agent_other_lang')(m)) {
          const previous = c.messages[i - 1];
          expect([m.id, has('reply_to_agent')(m), has('lang_switch')(previous), m.lang === c.lang]).toEqual([
            m.id,
            true,
            true,
            true,
          ]);
        }
      });
    }
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
