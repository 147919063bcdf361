/**
 * The tests the specs of the harder memory sets B11h16 to B11h23 run alike, as jest tests inside the
 * caller's `describe`: each chat spread over days in order, every labelled value in its message's
 * text, the guess never said and values kept apart, no value someone else's elsewhere in the set,
 * none of an earlier set's, and a later question per live fact that names no answer. What differs
 * from set to set (its number, whose values are whose, values it may share with earlier sets) is
 * passed in the rules; each set's own register and phenomena stay in its spec.
 */
import { inside, namedAnswers, nested, unsaid, type Checked } from './harder-checks';
import { fillerNotes, type Kind } from './harder-people';
import type { Labels9 } from './harder9-people';

/** A session as these tests read it: {@link Checked}, with the agent's guess and the later questions. */
export type HarderPerson = Checked & { t: { guess: string; ask: Partial<Record<Kind, string>> } };

export interface HarderSetRules<P extends HarderPerson> {
  /** The set's number: B11h`set`, its filler's seed `b11h<set>-<id>`, and the earlier sets B11h–B11h`set - 1`. */
  set: number;
  /** The person's own values: live, replaced, forgotten, one-offs, the agent's guess. */
  ownOf: (p: P) => string[];
  /** The values in the chat that are not the person's. */
  othersOf: (t: P['t']) => string[];
  /** Every value the earlier sets label, lower-cased. */
  earlier: Set<string>;
  /** Whether to check first that the earlier values were found at all (B11h22 on). */
  earlierNonEmpty?: boolean;
  /** Lower-cased values of the earlier sets this set may use again, by design (B11h21's colours shared with B11h20). */
  sharedWithEarlier?: Set<string>;
}

export function describeHarderSetChecks<P extends HarderPerson>(people: P[], rules: HarderSetRules<P>): void {
  const { ownOf, othersOf, earlier, sharedWithEarlier } = rules;

  it('spreads each chat over three to five days, in order, each day its own task', () => {
    for (const { id, t } of people) {
      const days = t.says.map(([day]) => day);
      expect([id, new Set(days).size >= 3, Math.max(...days) <= 5, [...days].sort((a, b) => a - b)]).toEqual([
        id,
        true,
        true,
        days,
      ]);
    }
  });

  it('puts every labelled value inside the text of the message that states it', () => {
    for (const p of people) expect([p.id, unsaid(p)]).toEqual([p.id, []]);
  });

  it('never says the guess, and keeps every value apart from the person’s other values and their filler', () => {
    for (const p of people) {
      const values = [...ownOf(p), ...othersOf(p.t)];
      const filler = JSON.stringify(fillerNotes(`b11h${rules.set}-${p.id}`, 20));
      expect([p.id, p.t.says.filter(([, text]) => inside(text, p.t.guess)).length]).toEqual([p.id, 0]);
      expect([p.id, nested(values), values.filter((v) => inside(filler, v))]).toEqual([p.id, [], []]);
    }
  });

  it('never gives a person a value that is someone else’s for another person of the set', () => {
    const others = new Set(people.flatMap(({ t }) => othersOf(t).map((v) => v.toLocaleLowerCase())));
    expect(
      people.flatMap((p) =>
        ownOf(p)
          .filter((v) => others.has(v.toLocaleLowerCase()))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it(`uses no value of B11h–B11h${rules.set - 1}`, () => {
    if (rules.earlierNonEmpty) expect(earlier.size).toBeGreaterThan(0);
    expect(
      people.flatMap((p) =>
        ownOf(p)
          .filter((v) => earlier.has(v.toLocaleLowerCase()) && !sharedWithEarlier?.has(v.toLocaleLowerCase()))
          .map((v) => `${p.id}: ${v}`),
      ),
    ).toEqual([]);
  });

  it('asks a later question per live fact and for the forgotten one, naming neither the value nor a piece of it', () => {
    for (const { id, t, l } of people) {
      const answer = (kind: Kind) => (kind === t.forget.kind ? t.forget.value : (l.live[kind] as string));
      expect([id, Object.keys(t.ask).sort()]).toEqual([id, [...Object.keys(l.live), t.forget.kind].sort()]);
      expect([id, namedAnswers(t.ask, answer)]).toEqual([id, []]);
    }
  });
}

/** A message as {@link describeOneOffAndChangeChecks} reads it: day, text, what it states, and what else it carries. */
type Statement = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: unknown];

/** A session of a set whose writer names their pieces of work (`writer.jobs`), labelled the B11h9 way. */
export interface WriterPerson<S extends Statement> {
  id: string;
  t: { says: S[]; writer: { jobs: string[] }; forget: { kind: Kind } };
  l: Labels9;
}

export interface OneOffAndChangeRules<S extends Statement> {
  /** The person's facts a message states (not the one-off). */
  facts: (said: S) => string[];
  /** Whether a message carries values that are not the person's. */
  carries: (said: S) => boolean;
  /** Where the title says the replaced value is corrected: 'on a later day' (the default) or, B11h16, 'in a later request'. */
  correctedIn?: string;
}

/**
 * The one-off and the replaced value as B11h16 to B11h19 and B11h21 check them alike (B11h16 the
 * one-off only: its replaced-value check is the same but for two words, and runs here too). B11h20,
 * B11h22 and B11h23 check them otherwise, in their own specs.
 */
export function describeOneOffAndChangeChecks<S extends Statement, P extends WriterPerson<S>>(
  people: P[],
  rules: OneOffAndChangeRules<S>,
): void {
  const { facts, carries } = rules;

  it(`gives every person one replaced value of a slot other than the forgotten one, corrected ${rules.correctedIn ?? 'on a later day'} naming the old`, () => {
    const changed = people.flatMap(({ id, t, l }) => {
      const slots = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(
        ([kind, values]) => kind !== t.forget.kind && values.length >= 2,
      );
      expect([id, slots.length]).toEqual([id, 1]);
      expect([id, l.replaced.length]).toEqual([id, 1]);
      for (const [kind, values] of slots) {
        expect([id, l.live[kind]]).toEqual([id, values.at(-1)]);
        const stating = t.says.map(([, , s = {}]) => s[kind]);
        const days = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([day]) => day);
        expect([id, stating.indexOf(values.at(-1)) > stating.lastIndexOf(values[0])]).toEqual([id, true]);
        // The old value said only on days before the message that corrects it.
        expect([id, Math.max(...days(values[0])) < Math.min(...days(values.at(-1) as string))]).toEqual([id, true]);
        const [, correcting] = t.says[stating.indexOf(values.at(-1))];
        expect([id, inside(correcting, values[0])]).toEqual([id, true]);
      }
      for (const { value } of l.replaced)
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      return slots.map(([kind]) => kind);
    });
    expect(new Set(changed)).toEqual(new Set(['colour', 'font', 'company', 'name', 'format', 'avoid']));
    expect(changed.filter((k) => k === 'colour').length).toBeGreaterThanOrEqual(12);
  });

  it('says each one-off in one message only, for one named piece of work, alone for some and beside a fact for some', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value).length;
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own, saying]).toEqual([id, value, 1, 1]);
        const [, text] = t.says.find(([, , states = {}]) => states.oneOff === value) as S;
        expect([id, value, t.writer.jobs.some((job) => inside(text, job))]).toEqual([id, value, true]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
    const where = people.flatMap(({ t }) => t.says.filter(([, , states = {}]) => states.oneOff));
    expect(where.filter((said) => facts(said).length === 0 && !carries(said)).length).toBeGreaterThanOrEqual(24);
    expect(where.filter((said) => facts(said).length > 0 || carries(said)).length).toBeGreaterThanOrEqual(5);
  });
}
