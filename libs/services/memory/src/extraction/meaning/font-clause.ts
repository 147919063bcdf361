import { tablesFor } from '../offline/languages';
import type { PhraseTable } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';

/** Where a clause ends inside a sentence: a comma, a semicolon, a full stop, a dash set off by spaces, of any script. */
const CLAUSE_BREAK = /[,;.!?，；。！？、]|\s[—–-]\s/u;
/** Words before the noun that do not change what the clause says: articles and owners ("the", "our", "unsere", "наш"). */
const LEAD = String.raw`(?:(?:the|our|my|la|el|nuestra|nuestro|mi|die|der|unsere?|meine?|наш\p{L}*|мо\p{L}+)\s+)?`;
/**
 * After the noun, in a spaced script: a colon, a copula or a dash, or nothing ("Schrift Jost").
 * The value is a typeface's proper name: words that open with a capital or a digit, at most four.
 */
/** Politeness closing a phone-typed line: not part of the name. */
export const POLITE = String.raw`(?:pls|plz|please|bitte|danke|porfa|por\s+favor|xfa|пожалуйста|плиз|плз|спс)(?![\p{L}])`;
const SPACED_VALUE = String.raw`(?:\s*:\s*|\s+(?:is|es|ist|—|–)\s+|\s+)(?<value>[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’-]*){0,3})`;
/**
 * The same in a sentence typed all in lowercase, as on a phone ("schrift overpass bitte", "шрифт
 * onest"): no capital can mark the name, so any word does, at most four, up to a polite word (ADR 0071).
 */
const LOWERCASE_VALUE = String.raw`(?:\s*:\s*|\s+(?:is|es|ist|—|–)\s+|\s+)(?<value>[\p{L}\p{N}][\p{L}\p{N}'’-]*(?:\s+(?!${POLITE})[\p{L}\p{N}][\p{L}\p{N}'’-]*){0,3})`;
/**
 * What a lowercase value cannot open with: a change asked of the draft ("bigger", "größer", "más",
 * "крупнее", "поярче") or a word of the message around it, not a typeface's name.
 */
const NOT_A_TYPEFACE =
  /^(?:is|are|was|es|ist|sind|est|son|era|это|bigger|smaller|larger|bolder|thinner|lighter|darker|more|less|same|different|bit|größer|kleiner|fetter|dünner|heller|dunkler|mehr|weniger|gleich|anders|etwas|más|menos|mayor|menor|igual|otra|otro|крупнее|мельче|больше|меньше|жирнее|тоньше|светлее|темнее|другой|такой|тот|по\p{L}+е)$/iu;

/** After the noun, in Chinese or Japanese: a copula or a particle ("是", "用", "は", "："), then the name up to the clause's end. */
const UNSPACED_VALUE = String.raw`\s*(?:用|是|为|は|が|：|:)\s*(?<value>[^，,、。；;！？\s]{2,14}?)(?:です|でお願いします|で|だ|吧)?$`;
/** Chinese writes "字用…" (the characters in…) for the typeface: "字" alone names it only before "用". */
const ZH_CHARACTERS = '字(?=用)';

/** The noun at a clause's start (any case), and what must follow it (case-sensitive: a capital opens a name). */
interface ClauseRule {
  noun: RegExp;
  value: RegExp;
  /** A spaced script typed in lowercase: any word may be the name. */
  lowercase?: RegExp;
}
const clauseRules = new WeakMap<PhraseTable, ClauseRule>();

function ruleOf(t: PhraseTable): ClauseRule {
  let rule = clauseRules.get(t);
  if (!rule) {
    const nouns = t.nouns.filter(([subject]) => subject === 'font').map(([, source]) => source);
    if (t.lang === 'zh') nouns.push(ZH_CHARACTERS);
    if (t.lang === 'ja') nouns.push('文字');
    const noun = `(?:${nouns.join('|')})`;
    rule = t.spaced
      ? {
          noun: new RegExp(`^${LEAD}${noun}`, 'iu'),
          value: new RegExp(`^${SPACED_VALUE}`, 'u'),
          lowercase: new RegExp(`^${LOWERCASE_VALUE}`, 'iu'),
        }
      : { noun: new RegExp(`^${noun}`, 'u'), value: new RegExp(`^${UNSPACED_VALUE}`, 'u') };
    clauseRules.set(t, rule);
  }
  return rule;
}

/** The typeface's name a clause gives after the noun, or undefined. */
function valueOf(clause: string, t: PhraseTable, lowercase: boolean): string | undefined {
  const { noun, value, lowercase: anyCase } = ruleOf(t);
  const opening = noun.exec(clause);
  if (!opening) return undefined;
  const after = clause.slice(opening[0].length);
  const named = value.exec(after)?.groups?.value;
  if (named || !lowercase || !anyCase) return named;
  const typed = anyCase.exec(after)?.groups?.value;
  const first = typed?.split(/\s+/u)[0] ?? '';
  if (!typed || NOT_A_TYPEFACE.test(first)) return undefined;
  // A short lowercase line gives no sure language: a judgement or a reaction in any table of the script rules it out.
  return tablesFor(clause).some((x) => x.judgement.test(typed) || x.reaction.test(typed)) ? undefined : typed;
}

/**
 * A clause that names the typeface by its noun and then its name ("font is Garnet Sans", "letra
 * Rubik Mono", "Schrift: Plex", "шрифт Lora", "字体用思源宋体", "書体はゴシックMB101で"): the
 * onboarding answer that puts the typeface beside a colour in one line. Read by grammar: a clause
 * opens with the table's noun for a typeface, then a colon, a copula, a particle or nothing, then a
 * proper name (a capital in a cased script) that is no colour or format the lexicon knows; never
 * in a question, a forget or a one-off. Returns
 * the clause as written (a substring of the sentence: its own excerpt), or undefined.
 */
export function fontClause(sentence: string): string | undefined {
  // A short Latin line gives no reliable language guess: every table of its script is tried.
  for (const t of tablesFor(sentence)) {
    if (t.skip.test(sentence) || t.once.test(sentence)) return undefined;
    const clause = clauseIn(sentence, t);
    if (clause) return clause;
  }
  return undefined;
}

/** The first clause of the sentence that names a typeface in this table's grammar. */
function clauseIn(sentence: string, t: PhraseTable): string | undefined {
  const lowercase = !/\p{Lu}/u.test(sentence);
  for (const part of sentence.split(CLAUSE_BREAK)) {
    const clause = part.trim();
    const value = valueOf(clause, t, lowercase);
    if (!value || t.avoids.test(clause)) continue;
    const about = lexiconSubjects(value, t);
    if (about.has('colour') || about.has('format')) continue;
    return clause;
  }
  return undefined;
}
