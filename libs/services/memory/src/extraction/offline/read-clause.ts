import { BRAND_SUBJECTS, type PhraseTable, type Rule, type Scope, type Subject } from './phrase-table';
import { hasWord } from './segments';
import { headWord, lexiconSubject, nounSubject, subjectIn } from './subjects';

/** What one clause states: its memory subject and scope. */
export interface Reading {
  subject: string;
  scope: Scope;
  confidence: number;
}

/** The clause matched a rule but points at the work or judges it ("I like it", "our logo is too small"). */
export const REFUSED = 'refused';

export interface ClauseState {
  /** A one-off marker ("this time") holds for this clause. */
  once: boolean;
  /** The clause names a time limit: with an instruction, that makes it lasting until then. */
  bounded: boolean;
  /**
   * The clause opens with a correction ("Correction: the font is Inter"): a fact without an
   * owner is then the workspace's too, as the statement it corrects was.
   */
  correcting: boolean;
}

/** A fact frame's subject and scope: brand subjects and "our" are the workspace's, "my" the person's. */
function factOf(rule: Rule, g: Record<string, string | undefined>, t: PhraseTable, correcting: boolean) {
  const noun: Subject | undefined = rule.subject ?? (g.noun === undefined ? undefined : nounSubject(g.noun, t));
  if (!noun) return undefined;
  const owner = g.owner?.trim();
  const scope: Scope | undefined =
    rule.scope ??
    (BRAND_SUBJECTS.has(noun) || (owner !== undefined && t.plural.test(owner))
      ? 'workspace'
      : owner !== undefined && t.single.test(owner)
        ? 'user'
        : correcting
          ? 'workspace'
          : undefined);
  if (!scope) return undefined;
  if (g.mod !== undefined)
    return { subject: `${g.mod.toLowerCase()} ${noun === 'brand colour' ? 'colour' : noun}`, scope };
  // "Our colour", "our name": said for the workspace, they are its brand colour and company name.
  const subject =
    scope !== 'workspace' ? noun : noun === 'colour' ? 'brand colour' : noun === 'name' ? 'company name' : noun;
  return { subject, scope };
}

const oneOff = (about: string, avoided: boolean): Reading => ({
  subject: `this time: ${avoided ? 'avoid ' : ''}${about}`,
  scope: 'task',
  confidence: 0.9,
});

/**
 * Reads one clause (correction opener, one-off marker and time phrases already taken out):
 * the first rule of the language that matches decides — a fact, an avoidance or a taste —
 * else a lasting instruction ("always…", "from now on…"), else, under "this time", a one-off.
 * `null`: the clause states nothing a memory should hold (a request, a question's remains).
 */
export function readClause(text: string, t: PhraseTable, state: ClauseState): Reading | typeof REFUSED | null {
  for (const rule of t.rules) {
    const g = rule.re.exec(text)?.groups;
    const value = g?.value?.trim();
    if (!g || !value || !hasWord(value)) continue;
    if (rule.kind === 'fact') {
      const found = factOf(rule, g, t, state.correcting);
      if (!found) continue;
      if (t.judgement.test(value)) return REFUSED;
      return state.once ? oneOff(found.subject, false) : { ...found, confidence: 0.9 };
    }
    // "I like it" points at the work; "不要太亮" ("not so bright") judges it: neither is a lasting taste.
    if ((rule.kind === 'taste' && t.reaction.test(value)) || (rule.kind === 'avoid' && t.judgement.test(value)))
      return REFUSED;
    const about =
      rule.subject ??
      (g.noun === undefined ? undefined : nounSubject(g.noun, t)) ??
      lexiconSubject(value, t) ??
      (g.thing === undefined ? undefined : lexiconSubject(g.thing, t)) ??
      headWord(value, t);
    if (!about) continue;
    const avoided = rule.kind === 'avoid';
    if (state.once) return oneOff(about, avoided);
    const forWorkspace = g.we !== undefined || (avoided && t.we.test(text));
    return {
      subject: `${avoided ? 'avoid' : 'preference'}: ${about}`,
      scope: forWorkspace ? 'workspace' : 'user',
      confidence: 0.9,
    };
  }
  if (state.once) {
    const about = subjectIn(text, t);
    return about ? { ...oneOff(about, false), confidence: 0.8 } : null;
  }
  if ((state.bounded || t.durable.test(text)) && t.instruction.test(text)) {
    const about = subjectIn(text.replace(t.durable, ' '), t);
    if (!about) return null;
    // "品牌色到四月都是蓝色": a time-bounded statement about the brand is the brand's fact.
    if (state.bounded && BRAND_SUBJECTS.has(about as Subject))
      return { subject: about, scope: 'workspace', confidence: 0.8 };
    return { subject: `preference: ${about}`, scope: t.we.test(text) ? 'workspace' : 'user', confidence: 0.8 };
  }
  return null;
}
