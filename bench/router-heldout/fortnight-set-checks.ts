/**
 * The checks the held-out sets written as a planned fortnight share (B10h13 on), as jest tests
 * inside the caller's `describe`, beside {@link describeTimedSetChecks}: every ask answered on the
 * next line, long silences, the share of asks, only live tasks named, the plan with two absences,
 * and (B10h14 on) five or six pieces and one one-off per writer. Each set's own register, counts
 * and phenomena stay in its spec.
 */
import { keysOf, targetsOf, type Conversation } from './conversation';
import { has } from './timed-set-checks';

const DAY_MS = 24 * 3_600_000;

/** One entry of a writer's `plan:` section: days `from`–`to` of the fortnight and what they hold. */
export interface PlanEntry {
  from: number;
  to: number;
  note: string;
}

export interface FortnightSetRules {
  /** The writer's plan, as written before the stream. */
  planFor: (user: string) => PlanEntry[];
  /** Whether each writer must start five or six pieces and exactly one one-off (B10h14 on). */
  piecesAndOneOff: boolean;
}

export function describeFortnightSetChecks(loaded: () => Conversation[], rules: FortnightSetRules): void {
  const every = () => loaded().flatMap((c) => c.messages);

  if (rules.piecesAndOneOff)
    it('gives each writer five or six pieces and exactly one one-off', () => {
      for (const c of loaded()) {
        const pieces = c.messages.filter((m) => m.expect.outcome === 'create_persistent').length;
        const oneOffs = c.messages.filter((m) => m.act === 'one_off');
        expect([c.user, pieces >= 5 && pieces <= 6, oneOffs.length]).toEqual([c.user, true, 1]);
        expect([c.user, oneOffs[0]?.expect.outcome]).toEqual([c.user, 'create_lightweight']);
      }
    });

  it('answers every ask with a reply to the assistant that names the first piece offered', () => {
    for (const c of loaded()) {
      c.messages.forEach((m, i) => {
        if (m.expect.outcome !== 'ask_user') return;
        const next = c.messages[i + 1];
        expect([m.id, has('reply_to_agent')(next), next?.expect.outcome, next?.expect.task]).toEqual([
          m.id,
          true,
          'attach',
          keysOf(m.expect.task)[0],
        ]);
      });
    }
  });

  it('lets half the writers or more fall silent for five days or more, not only the 72 hours every stream has', () => {
    const long = loaded().filter((c) =>
      c.messages.some((m, i) => i > 0 && Date.parse(m.at ?? '') - Date.parse(c.messages[i - 1].at ?? '') >= 5 * DAY_MS),
    );
    expect(long.length / loaded().length).toBeGreaterThanOrEqual(0.5);
  });

  it('asks on 5 to 12 % of the lines', () => {
    const asks = every().filter((m) => m.expect.outcome === 'ask_user').length;
    expect(asks / every().length).toBeGreaterThanOrEqual(0.05);
    expect(asks / every().length).toBeLessThanOrEqual(0.12);
  });

  it('names live tasks only: started before, never a paused one until its resume nor a cancelled one, a one-off only on its correction', () => {
    for (const c of loaded()) {
      const started = new Set<string>();
      const paused = new Set<string>();
      const cancelled = new Set<string>();
      const oneOffs = new Set<string>();
      c.messages.forEach((m, i) => {
        const named = targetsOf(m.expect).flatMap((t) =>
          t.outcome === 'attach' || t.outcome === 'ask_user' ? t.keys : [],
        );
        const previous = c.messages[i - 1];
        for (const key of named) {
          expect([m.id, key, started.has(key), cancelled.has(key)]).toEqual([m.id, key, true, false]);
          if (!has('resume')(m)) expect([m.id, key, paused.has(key)]).toEqual([m.id, key, false]);
          if (oneOffs.has(key)) expect([m.id, m.act, previous?.expect.task]).toEqual([m.id, 'correction', key]);
        }
        const key = m.expect.task ?? '';
        if (m.expect.outcome.startsWith('create_')) started.add(key);
        if (m.act === 'one_off') oneOffs.add(key);
        if (has('pause')(m)) paused.add(key);
        if (has('resume')(m)) paused.delete(key);
        if (has('cancel')(m)) cancelled.add(key);
      });
    }
  });

  it('plans each fortnight in a plan section of four entries or more within the 14 days, two of them away', () => {
    for (const c of loaded()) {
      const plan = rules.planFor(c.user);
      const fits = plan.length >= 4 && plan.every((p) => p.from >= 1 && p.to <= 14 && p.from <= p.to);
      expect([c.user, fits, plan.filter((p) => /\baway\b/.test(p.note)).length]).toEqual([c.user, true, 2]);
    }
  });
}
