import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, statedCounts, tally } from '../router-heldout/set-files';
import { parseUser } from './parse';

const HOUR = 3_600_000;
const file = (user: string) => readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');

/** The calendar's absences: `- dA..dB away: …` lines between `calendar:` and `tasks:`. */
function absences(user: string): Array<[number, number]> {
  const text = file(user);
  const body = text.slice(text.indexOf('\ncalendar:\n'), text.indexOf('\ntasks:\n'));
  return [...body.matchAll(/^- d(\d+)\.\.d(\d+) away: .+$/gm)].map(([, a, b]) => [Number(a), Number(b)]);
}

describe('B10h6, the sixth held-out routing set (calendars, simulated time)', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), then this set's own.
  const loaded = describeTextSet({
    dir: __dirname,
    parse: parseUser,
    languages: ['en', 'es', 'ru', 'de', 'ja', 'zh', 'fr'],
    minMessages: 600,
    minUsers: 15,
  });
  const messages = () => loaded().flatMap((c) => c.messages);

  it('gives every message a time on its simulated day, never earlier than the message before', () => {
    for (const c of loaded()) {
      const start = Date.parse(`${/^start: (\S+)$/m.exec(file(c.user))?.[1]}T00:00:00Z`);
      c.messages.forEach((m, i) => {
        const at = Date.parse(m.at ?? '');
        expect([m.id, Math.floor((at - start) / (24 * HOUR)) + 1]).toEqual([m.id, m.day]);
        if (i > 0) expect([m.id, at >= Date.parse(c.messages[i - 1].at ?? '')]).toEqual([m.id, true]);
      });
    }
  });

  it('tags after_72h exactly the messages that follow three days or more of the user’s silence, each inside an absence on the calendar', () => {
    for (const c of loaded()) {
      const away = absences(c.user);
      c.messages.forEach((m, i) => {
        const before = c.messages[i - 1];
        const silent = !!before && Date.parse(m.at ?? '') - Date.parse(before.at ?? '') >= 72 * HOUR;
        expect([m.id, !!m.tags?.includes('after_72h')]).toEqual([m.id, silent]);
        if (silent) expect([m.id, away.some(([a, b]) => a > before.day && b < m.day)]).toEqual([m.id, true]);
      });
    }
  });

  it('has at least 40 messages after 72 h of silence, some continuing an old task and some starting new work, in every language', () => {
    const after = messages().filter((m) => m.tags?.includes('after_72h'));
    expect(after.length).toBeGreaterThanOrEqual(40);
    const outcomes = tally(after.map((m) => m.expect.outcome));
    expect(outcomes.attach).toBeGreaterThanOrEqual(15);
    expect(outcomes.create_persistent).toBeGreaterThanOrEqual(8);
    expect(Object.keys(tally(after.map((m) => m.lang))).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'ru', 'zh']);
  });

  it('keeps the seven languages roughly equal: the largest at most 1.2 times the smallest', () => {
    const counts = Object.values(tally(messages().map((m) => m.lang)));
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThanOrEqual(1.2);
  });

  it('states its counts per phenomenon (tag) in README.md', () => {
    expect(statedCounts(__dirname, 'Messages per phenomenon')).toEqual(tally(messages().flatMap((m) => m.tags ?? [])));
  });

  it('lets a second person write for every user: other_lang lines, and only they, are in another language, and some reach a task briefed in the user’s', () => {
    for (const c of loaded()) {
      for (const m of c.messages) expect([m.id, m.lang !== c.lang]).toEqual([m.id, !!m.tags?.includes('other_lang')]);
      const briefed = new Set(
        c.messages.flatMap((m) =>
          m.act === 'new_request' && m.lang === c.lang && m.expect.task ? [m.expect.task] : [],
        ),
      );
      const across = c.messages.filter(
        (m) => m.lang !== c.lang && m.expect.outcome === 'attach' && briefed.has(m.expect.task ?? ''),
      );
      expect([c.user, across.length > 0]).toEqual([c.user, true]);
    }
  });

  it('asks about two live tasks of one kind for every user (24 such asks or more), and never offers a lenient attach to another task than the one the reply names', () => {
    const sameKind = messages().filter((m) => m.expect.outcome === 'ask_user' && m.tags?.includes('same_kind'));
    expect(sameKind.length).toBeGreaterThanOrEqual(24);
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user' && m.tags?.includes('same_kind'));
      expect([c.user, asks.length > 0]).toEqual([c.user, true]);
      c.messages.forEach((m, i) => {
        if (m.expect.outcome !== 'ask_user') return;
        const reply = c.messages[i + 1];
        for (const a of (m.expect.acceptable ?? []).filter((x) => x.startsWith('attach:')))
          expect([m.id, a]).toEqual([m.id, `attach:${reply.expect.task}`]);
      });
    }
  });

  it('interrupts every user once with a one-off the calendar names, corrected right after', () => {
    for (const c of loaded()) {
      const oneOffs = c.messages.filter((m) => m.act === 'one_off');
      expect([c.user, oneOffs.length]).toEqual([c.user, 1]);
      const [o] = oneOffs;
      expect([o.id, o.tags?.includes('interruption')]).toEqual([o.id, true]);
      const next = c.messages[c.messages.indexOf(o) + 1];
      expect([next.id, next.act, next.expect.task]).toEqual([next.id, 'correction', o.expect.task]);
      expect([c.user, /interrupt|interrup|Unterbrechung|прерывание|割り込み|插进来/i.test(file(c.user))]).toEqual([
        c.user,
        true,
      ]);
    }
  });
});
