import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeTextSet, statedCounts, tally } from '../router-heldout/set-files';
import { parseUser } from './parse';

/** The scenario card's pieces of work: the `- key: …` lines between `card:` and `tasks:` (a one-off's as ''). */
function card(user: string): Record<string, string> {
  const text = readFileSync(join(__dirname, 'users', `${user}.txt`), 'utf8');
  const body = text.slice(text.indexOf('\ncard:\n'), text.indexOf('\ntasks:\n'));
  return Object.fromEntries(
    [...body.matchAll(/^\s+- ([a-z][a-z0-9_]*)( \(one-off\))?: (.+)$/gm)].map(([, k, oneOff, v]) => [
      k,
      oneOff ? '' : v,
    ]),
  );
}

describe('B10h5, the fifth held-out routing set', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts), then this set's own.
  const loaded = describeTextSet({
    dir: __dirname,
    parse: parseUser,
    languages: ['en', 'es', 'ru', 'de', 'ja', 'zh', 'fr'],
    minMessages: 650,
    minUsers: 15,
  });
  const messages = () => loaded().flatMap((c) => c.messages);

  it('writes a scenario card per user: each task is a piece on the card, with the nouns it involves', () => {
    for (const c of loaded()) {
      const pieces = card(c.user);
      expect([c.user, Object.keys(pieces).sort()]).toEqual([c.user, Object.keys(c.tasks).sort()]);
      // A persistent piece lists the nouns its follow-ups may name the work by; a one-off is only described.
      for (const [key, piece] of Object.entries(pieces))
        if (piece) expect([c.user, key, /; nouns: .+[,、]/.test(piece)]).toEqual([c.user, key, true]);
      expect([c.user, Object.values(pieces).filter(Boolean).length >= 5]).toEqual([c.user, true]);
    }
  });

  it('keeps the seven languages roughly equal: the largest at most 1.2 times the smallest', () => {
    const counts = Object.values(tally(messages().map((m) => m.lang)));
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThanOrEqual(1.2);
  });

  it('states its counts per phenomenon (tag) in README.md', () => {
    expect(statedCounts(__dirname, 'Messages per phenomenon')).toEqual(tally(messages().flatMap((m) => m.tags ?? [])));
  });

  it('switches language mid-stream for every user: other_lang lines, and only they, are in another language, and some reach a task briefed in the user’s', () => {
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

  it('asks about two live tasks of one kind for every user, and lists two outcomes where both are acceptable', () => {
    for (const c of loaded()) {
      const asks = c.messages.filter((m) => m.expect.outcome === 'ask_user' && m.tags?.includes('same_kind'));
      expect([c.user, asks.length > 0]).toEqual([c.user, true]);
    }
    expect(messages().filter((m) => m.expect.acceptable?.length).length).toBeGreaterThan(messages().length / 3);
  });

  it('never offers, on an ask, a lenient attach to another task than the one the reply names', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (m.expect.outcome !== 'ask_user') return;
        const reply = c.messages[i + 1];
        for (const a of (m.expect.acceptable ?? []).filter((x) => x.startsWith('attach:')))
          expect([m.id, a]).toEqual([m.id, `attach:${reply.expect.task}`]);
      });
    }
  });
});
