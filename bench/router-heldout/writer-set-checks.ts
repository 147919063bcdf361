/**
 * The checks of who writes a held-out set and how much (B10h14 to B10h20), as jest tests inside the
 * caller's `describe`, beside {@link describeFortnightSetChecks}: how many writers, each of another
 * trade, three to a language; 30 to 45 lines a writer, switching to the writer's second language
 * only for a follow-up; and, where the set asks it, the lines each language gets. What differs from
 * set to set (the bounds, a tag every line carries, the words of a title) is passed in the rules.
 */
import type { Conversation } from './conversation';
import { has } from './timed-set-checks';

/** At least and at most, both inclusive. */
export type Bounds = readonly [min: number, max: number];

export interface WriterSetRules {
  languages: string[];
  /** The text of a writer's file (its `role:` and `second:` lines are read from it). */
  fileOf: (user: string) => string;
  /** The set's parser of a writer's trade, from the writer's file. */
  roleOf: (text: string) => string | undefined;
  /** The set's parser of a writer's second language, from the writer's file. */
  secondOf: (text: string) => string | undefined;
  /** How many writers the set has; the same number twice: exactly that many. */
  writers: Bounds;
  /** How a language comes from its writers, in the title: each language 'written' (the default) or 'dictated' by three. */
  verb?: string;
  /** How many lines in all. */
  total: Bounds;
  /**
   * A tag every line carries, and how the title says it in place of "writes … lines a writer"
   * (e.g. `{ tag: 'dictated', title: 'dictates every line' }`); without it, no tag is asked of every line.
   */
  everyLine?: { tag: string; title: string };
  /** How many lines each language gets; without it, that test is not run. */
  perLanguage?: Bounds;
}

const between = (n: number, [min, max]: Bounds) => n >= min && n <= max;
const spoken = ([min, max]: Bounds) => (min === max ? `${min}` : `${min} to ${max}`);

export function describeWriterSetChecks(loaded: () => Conversation[], rules: WriterSetRules): void {
  const every = () => loaded().flatMap((c) => c.messages);
  const [fewest, most] = rules.writers;

  it(`has ${spoken(rules.writers)} writers, each of another trade, each language ${rules.verb ?? 'written'} by three of them`, () => {
    if (fewest === most) expect(loaded().length).toBe(fewest);
    else {
      expect(loaded().length).toBeGreaterThanOrEqual(fewest);
      expect(loaded().length).toBeLessThanOrEqual(most);
    }
    for (const lang of rules.languages) {
      const writers = loaded().filter((c) => c.lang === lang).length;
      expect([lang, writers]).toEqual([lang, 3]);
    }
    const roles = loaded().map((c) => rules.roleOf(rules.fileOf(c.user)));
    for (const [i, c] of loaded().entries()) expect([c.user, typeof roles[i]]).toEqual([c.user, 'string']);
    expect(new Set(roles).size).toBe(roles.length);
  });

  const { everyLine } = rules;
  const lead = everyLine ? `${everyLine.title}, 30 to 45 a writer` : 'writes 30 to 45 lines a writer';
  it(`${lead} and ${spoken(rules.total)} in all, switching to the second language only for a follow-up`, () => {
    for (const c of loaded()) {
      const second = rules.secondOf(rules.fileOf(c.user));
      expect([c.user, typeof second, second === c.lang]).toEqual([c.user, 'string', false]);
      expect([c.user, c.messages.length >= 30 && c.messages.length <= 45]).toEqual([c.user, true]);
      for (const m of c.messages) {
        if (everyLine) expect([m.id, has(everyLine.tag)(m)]).toEqual([m.id, true]);
        expect([m.id, m.lang === c.lang || m.lang === second]).toEqual([m.id, true]);
        // A line in the second language is about a piece already under way, never a brief.
        const switched = m.lang === second;
        expect([m.id, has('lang_switch')(m)]).toEqual([m.id, switched]);
        if (switched) expect([m.id, m.expect.outcome, has('cross_lang')(m)]).toEqual([m.id, 'attach', true]);
      }
      const switches = c.messages.filter(has('lang_switch')).length;
      expect([c.user, switches >= 1 && switches <= 3]).toEqual([c.user, true]);
    }
    expect(every().length).toBeGreaterThanOrEqual(rules.total[0]);
    expect(every().length).toBeLessThanOrEqual(rules.total[1]);
  });

  const { perLanguage } = rules;
  if (perLanguage)
    it(`gives each of the ${rules.languages.length === 6 ? 'six' : rules.languages.length} languages ${spoken(perLanguage)} lines`, () => {
      for (const lang of rules.languages) {
        const lines = every().filter((m) => m.lang === lang).length;
        expect([lang, between(lines, perLanguage)]).toEqual([lang, true]);
      }
    });
}
