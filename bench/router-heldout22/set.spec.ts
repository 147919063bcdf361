import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HeldOutMessage } from '../router-heldout/conversation';
import { describeTextSet, tally } from '../router-heldout/set-files';
import { describeFortnightSetChecks } from '../router-heldout/fortnight-set-checks';
import { describeTimedSetChecks, has } from '../router-heldout/timed-set-checks';
import { describeWriterSetChecks } from '../router-heldout/writer-set-checks';
import { parseUser, planOf, roleOf, secondOf } from './parse';

const LANGUAGES = ['en', 'es', 'de', 'ru', 'ja', 'zh'];
/**
 * How a line names the piece it is about: by an object drawn in it, a colour or detail only it has,
 * the person it is for, the place it will hang or be used, a part of it, an earlier version of it,
 * its kind alone, or nothing at all.
 */
const WAYS = ['by_object', 'by_detail', 'by_recipient', 'by_place', 'by_part', 'by_draft', 'by_kind', 'by_none'];
/** The ways that name a piece by something in it or about it, not by its kind. */
const BY_CONTENT = ['by_object', 'by_detail', 'by_recipient', 'by_place', 'by_part', 'by_draft'];

const fileOf = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
const planFor = (user: string) => planOf(fileOf(user));
const waysOf = (m: HeldOutMessage) => WAYS.filter((w) => has(w)(m));
const byContent = (m: HeldOutMessage) => BY_CONTENT.some((w) => has(w)(m));
/** A line that goes to a piece or asks between pieces (other than an exact resend), or asks how one piece is going. */
const namesAPiece = (m: HeldOutMessage) =>
  (['attach', 'ask_user'].includes(m.expect.outcome) && m.act !== 'duplicate_request') || has('status')(m);

describe('B10h22, the twenty-second held-out routing set (naming the piece by what is in it, among many live pieces)', () => {
  const loaded = describeTextSet({
    dir: __dirname,
    parse: parseUser,
    languages: LANGUAGES,
    minMessages: 600,
    minUsers: 18,
    tasksPerUser: [8, 9],
  });
  const every = () => loaded().flatMap((c) => c.messages);
  describeTimedSetChecks(loaded, {
    dir: __dirname,
    languages: LANGUAGES,
    minCrossLanguage: 18,
    minReturns: 30,
    tagsPerUser: [
      'greeting',
      'goodbye',
      'by_object',
      'by_part',
      'same_kind',
      'two_fit',
      'corrects',
      'remember',
      'mixed_lang',
      'lang_switch',
      'reaction',
      'repeat',
      'status_all',
    ],
    // Every silence is an absence the `plan:` section marked as away before the stream was written.
    silencePlanned: (user, from, to) =>
      planFor(user).some((p) => p.from > from && p.to < to && /\baway\b/.test(p.note)),
  });
  describeFortnightSetChecks(loaded, { planFor, piecesAndOneOff: false });
  describeWriterSetChecks(loaded, {
    languages: LANGUAGES,
    fileOf,
    roleOf,
    secondOf,
    writers: [18, 18],
    total: [600, 650],
    perLanguage: [90, 120],
  });

  it('gives each writer seven or eight pieces and exactly one one-off, two or more of one kind among them', () => {
    for (const c of loaded()) {
      const pieces = c.messages.filter((m) => m.expect.outcome === 'create_persistent').length;
      const oneOffs = c.messages.filter((m) => m.act === 'one_off');
      expect([c.user, pieces >= 7 && pieces <= 8, oneOffs.length]).toEqual([c.user, true, 1]);
      expect([c.user, oneOffs[0]?.expect.outcome]).toEqual([c.user, 'create_lightweight']);
    }
  });

  it('tags how every line that goes to a piece names it, exactly one way, and no other line', () => {
    for (const m of every()) expect([m.id, waysOf(m).length]).toEqual([m.id, namesAPiece(m) ? 1 : 0]);
  });

  it('names the piece by something in it or about it on three quarters of the lines that go to a piece, and on most of every writer', () => {
    const lines = every().filter(namesAPiece);
    expect(lines.filter(byContent).length / lines.length).toBeGreaterThanOrEqual(0.75);
    for (const c of loaded()) {
      const own = c.messages.filter(namesAPiece);
      expect([c.user, own.filter(byContent).length / own.length > 0.6]).toEqual([c.user, true]);
    }
    const byWay = tally(every().flatMap(waysOf));
    for (const way of ['by_object', 'by_detail', 'by_recipient', 'by_place', 'by_part'])
      expect([way, (byWay[way] ?? 0) >= 18]).toEqual([way, true]);
    expect(byWay.by_draft ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('asks only on a line that names no more than a kind, and answers every ask with the piece named by what is in it', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (m.expect.outcome !== 'ask_user') return;
        expect([m.id, has('by_kind')(m) || has('by_none')(m)]).toEqual([m.id, true]);
        expect([m.id, byContent(c.messages[i + 1])]).toEqual([m.id, true]);
      });
    }
    // A line naming nothing goes to a piece only as the correction of the one-off just drafted.
    for (const m of every().filter((x) => has('by_none')(x) && x.expect.outcome === 'attach'))
      expect([m.id, m.act, m.expect.acceptable]).toEqual([m.id, 'correction', ['answer_in_main']]);
  });

  it('corrects a piece once a writer: the line right after one that went to another piece, naming the meant piece by what is in it', () => {
    for (const c of loaded()) {
      const corrects = c.messages.filter(has('corrects'));
      expect([c.user, corrects.length]).toEqual([c.user, 1]);
      const previous = c.messages[c.messages.indexOf(corrects[0]) - 1];
      expect([corrects[0].id, corrects[0].act, previous.expect.outcome, byContent(corrects[0])]).toEqual([
        corrects[0].id,
        'correction',
        'attach',
        true,
      ]);
      expect([corrects[0].id, previous.expect.task === corrects[0].expect.task]).toEqual([corrects[0].id, false]);
    }
  });

  it('picks a piece up by what is in it on the first line after an absence, for a third of the returns or more', () => {
    const returns = every().filter(has('after_72h'));
    const byDetail = returns.filter((m) => m.expect.outcome === 'attach' && byContent(m));
    expect(byDetail.length / returns.length).toBeGreaterThanOrEqual(1 / 3);
  });

  it('mixes the second language inside a line on two lines or more of every writer, the line kept in its own language', () => {
    for (const c of loaded()) {
      const mixed = c.messages.filter(has('mixed_lang'));
      expect([c.user, mixed.length >= 2]).toEqual([c.user, true]);
      for (const m of mixed) expect([m.id, m.lang, has('lang_switch')(m)]).toEqual([m.id, c.lang, false]);
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
      const first = c.messages.find((m) => m.text === repeats[0].text);
      expect([c.user, (first?.day ?? 99) + 3 <= repeats[0].day]).toEqual([c.user, true]);
    }
  });
});
