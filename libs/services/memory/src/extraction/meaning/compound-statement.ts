import type { Lang, PhraseTable, Subject } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';
import { aboutSomeoneElse } from './someone-else';
import type { Topic } from './statement-labels';
import { POLITE } from './font-clause';
import { namesHouseRule, neverStated, personOf, saysOnce, tablesByGuess } from './statement-slots';

/** The slots a person states about themselves or their business, as the memory keeps them apart. */
type Slot = 'colour' | 'font' | 'format' | 'company' | 'name' | 'avoid';

/** The lexicon's subjects that name a slot (the tables' nouns and values, ADR 0048). */
const SLOT_OF: Partial<Record<Subject, Slot>> = {
  'brand colour': 'colour',
  colour: 'colour',
  font: 'font',
  format: 'format',
  'company name': 'company',
  'brand name': 'company',
  name: 'name',
};

/**
 * Where one clause ends and the next begins, per language — a closed class: a comma or a
 * semicolon, maybe with "and" after it, or the coordinator alone. A comma between digits is a
 * decimal one ("10,5 x 14 cm"); a dash is left out, as it is a copula too ("наш цвет — …").
 * Chinese "和"/"跟" and Japanese "で"/"て" also join nouns and end verbs, so they count only right
 * before a slot's noun and its particle (`SLOT`, filled in from the table's nouns): "主色是雾灰和
 * 字体是…", "色は藍色でフォントは…".
 */
const COMMA = String.raw`(?:(?<!\d),|,(?!\d)|;)`;
const COORDINATORS: Partial<Record<Lang, string>> = {
  en: String.raw`\s*${COMMA}\s*(?:(?:and|plus)\s+)?|\s+(?:and|plus)\s+`,
  es: String.raw`\s*${COMMA}\s*(?:(?:y|e)\s+)?|\s+(?:y|e)\s+`,
  de: String.raw`\s*${COMMA}\s*(?:und\s+)?|\s+und\s+`,
  ru: String.raw`\s*${COMMA}\s*(?:(?:и|а)\s+)?|\s+(?:и|а)\s+`,
  zh: String.raw`\s*(?:[，；、]|${COMMA})\s*(?:而且|并且|还有|另外)?\s*|(?:和|跟)(?=(?:SLOT)\s*[是用为叫：:])`,
  ja: String.raw`\s*(?:[、，；]|${COMMA})\s*(?:(?:あと|それと|そして)、?)?\s*|(?<=\S)[でて](?=(?:SLOT)[はがも])`,
};

/**
 * Articles and owners before a clause's noun ("the font", "la letra", "die Schrift", "наш цвет"),
 * in Chinese and Japanese whatever short modifier stands before it ("我们的字体", "所有传单字体",
 * "教室のカラー"), the noun then followed by its particle or copula: grammar, not a slot's words.
 */
const LEAD: Partial<Record<Lang, string>> = {
  en: String.raw`(?:(?:the|our|my)\s+)?`,
  es: String.raw`(?:(?:el|la|los|las|nuestr[oa]s?|mis?)\s+)?`,
  de: String.raw`(?:(?:der|die|das|den|dem|unser\p{L}*|mein\p{L}*)\s+)?`,
  ru: String.raw`(?:(?:наш\p{L}*|мо[йяеи]\p{L}*)\s+)?`,
  zh: '(?<lead>[^，。、；：:\\s]{1,8}?)??',
  ja: '(?<lead>[^、。，；：:\\s]{1,8}?)??',
};
/**
 * In Chinese and Japanese a noun after a modifier, or of one character ("色", "店"), opens a slot
 * only before its particle or copula ("所有传单字体为…", "色は…", "店名叫…"): "店里的柜台" is in the
 * shop, not about it. A noun of one character after a modifier, only after its possessive too
 * ("教室の色は…"): "藤色が", "桜色は" are colours' names.
 */
const PARTICLE = /^\s*[はがも是用为叫：:=＝]/u;
const POSSESSIVE = /[の的]$/u;

function opensWith(noun: string, lead: string | undefined, rest: string): boolean {
  if (!lead) return noun.length > 1 || PARTICLE.test(rest);
  return PARTICLE.test(rest) && (noun.length > 1 || POSSESSIVE.test(lead));
}

/**
 * The identity slots a clause opened by its own noun states as a field ("Brand colour is …",
 * "Farbe …", "шрифт …", "字体…", "フォントは…"): read as a labelled field is (ADR 0076), the noun
 * being the slot. Who someone is or what the business is called is left to the heads, which
 * read names well where the grammar would not tell the person's from the business's.
 */
const FIELD_TOPIC: Partial<Record<Slot, Topic>> = { colour: 'colour', font: 'font', format: 'format' };
/** Between a field's noun and its value: a colon, a dash, a copula or a particle. */
const COPULA = /^\s*(?:[:：=—–-]|['’]s\b|(?:is|are|es|son|ist|sind|это)(?![\p{L}])|[是用为はがも])?\s*/iu;

/** A colon of any script, not a ratio's ("9:16"): what follows it may be a list ("new poster: sage, Lora, no foil"). */
const COLON = /(?<!\d)[:：]|[:：](?!\d)/u;

/** Quoted words ("You said “…, …, …”", «…, …»): their commas are the quote's, not the sentence's. */
const QUOTED = /"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»|「[^」]*」|『[^』]*』/gu;

/** A clause of a spaced script has two words at least (a slot's noun and its value); one without spaces three characters. */
const TWO_WORDS = /[\p{L}\p{N}]\S*\s+\S*[\p{L}\p{N}]/u;
const THREE_CHARACTERS =
  /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*){3}/u;
/** An avoidance said as a clause of its own ("no clip art on any page"), not "no exceptions" or "не надо так". */
const THREE_WORDS = /[\p{L}\p{N}]\S*\s+\S+\s+\S*[\p{L}\p{N}]/u;
const FIVE_CHARACTERS =
  /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*){5}/u;

interface Grammar {
  breaks: RegExp;
  /** A slot's noun at a clause's head, with the subject of each noun in the table's order (most specific first). */
  heads: ReadonlyArray<readonly [Slot, RegExp]>;
}
const grammars = new WeakMap<PhraseTable, Grammar | null>();

function grammarOf(t: PhraseTable): Grammar | undefined {
  let g = grammars.get(t);
  if (g === undefined) {
    const coordinators = COORDINATORS[t.lang];
    const slotNouns = t.nouns.filter(([subject]) => SLOT_OF[subject]);
    const bound = t.spaced ? String.raw`(?![\p{L}\p{N}])` : '';
    const all = slotNouns.map(([, source]) => source).join('|');
    g = coordinators
      ? {
          breaks: new RegExp(coordinators.replaceAll('SLOT', all), 'giu'),
          heads: slotNouns.map(
            ([subject, source]) =>
              [SLOT_OF[subject]!, new RegExp(`^${LEAD[t.lang] ?? ''}(?<noun>${source})${bound}`, 'iu')] as const,
          ),
        }
      : null;
    grammars.set(t, g);
  }
  return g ?? undefined;
}

const long = (clause: string, t: PhraseTable) => (t.spaced ? TWO_WORDS : THREE_CHARACTERS).test(clause);

/** What may follow a Japanese avoidance at its clause's end: a polite request, a particle, a stop. */
const JA_CLAUSE_END = /^(?:で)?(?:ください|ほしい(?:です)?|お願いします|です)?[ねよな]?[\s。！!…]*$/u;
/** A polite word before the avoidance ("please never…", "bitte keine…"): the avoidance still opens the clause. */
const POLITE_LEAD = new RegExp(`^\\s*(?:${POLITE})?[\\s,]*$`, 'iu');

/**
 * A clause that keeps something out, in a clause long enough to name it: the table's avoidance
 * words at its head ("no clip art on any page", "keine Verläufe", "никаких…", "不要剪贴画") or
 * said by the person before them ("what I can't stand is…", "我们不要荧光色"), with what is kept
 * out after them — in Japanese before them, at the clause's end ("写真に花柄はなしで"). "ya no es
 * azul", "that one is still a no", "das Rot ist weg", "千万别改", "no exceptions" keep nothing out.
 */
function saysAvoid(clause: string, t: PhraseTable): boolean {
  const m = t.avoids.exec(clause);
  // "no longer the old teal", "ya no", "nicht mehr": a value dropped for a new one is a switch
  // (switch-clause.ts), not a thing kept out.
  if (!m || t.henceforth.test(clause) || !(t.spaced ? THREE_WORDS : FIVE_CHARACTERS).test(clause)) return false;
  const before = clause.slice(0, m.index);
  // Japanese ends the clause with it, maybe asking politely: "ではないです" ends in no avoidance.
  if (t.lang === 'ja') return /\p{L}{2}/u.test(before) && JA_CLAUSE_END.test(clause.slice(m.index + m[0].length));
  const after = clause.slice(m.index + m[0].length).replace(/[了的吧啊呀！!。.\s]+$/u, '');
  return /\p{L}/u.test(after) && (POLITE_LEAD.test(before) || personOf(before, t) !== 'none');
}

/** The slots a clause states, by noun or by value ("we're navy…" names the colour), and "avoid" when it keeps something out. */
function slotsIn(clause: string, t: PhraseTable): Set<Slot> {
  const named = new Set([...lexiconSubjects(clause, t)].flatMap((s) => SLOT_OF[s] ?? []));
  return saysAvoid(clause, t) ? named.add('avoid') : named;
}

/**
 * The slot a later clause opens, or undefined: a thing to avoid (`saysAvoid`); the noun of a slot at its head
 * ("…, font is Lora", "y la letra…", "а шрифт…", "字体用…", "フォントは…"); or a typeface or a
 * format it names anywhere — a noun or a value every table reads as one ("…, every menu goes out
 * as A5 flyers", "Flyer immer in DIN A6"). A colour or a business named only by a value ("and
 * cream", "and White Design Studio") is one more value of the slot before it, never a new clause.
 */
function slotOpening(clause: string, t: PhraseTable, g: Grammar): Slot | undefined {
  if (!long(clause, t)) return undefined;
  if (saysAvoid(clause, t)) return 'avoid';
  const head = headOf(clause, t, g);
  if (head) return head.slot;
  const named = lexiconSubjects(clause, t);
  return named.has('font') ? 'font' : named.has('format') ? 'format' : undefined;
}

/**
 * The slot whose noun opens the clause, and what follows the noun. Of the nouns that may open it,
 * the one that ends furthest is the phrase's head: "教室のカラー" is the classroom's colour.
 */
function headOf(clause: string, t: PhraseTable, g: Grammar): { slot: Slot; rest: string } | undefined {
  let best: { slot: Slot; rest: string; end: number } | undefined;
  for (const [slot, re] of g.heads) {
    const m = re.exec(clause);
    const noun = m?.groups?.noun;
    if (!m || !noun || (best && best.end >= m[0].length)) continue;
    const rest = clause.slice(m[0].length);
    if (t.spaced || opensWith(noun, m.groups?.lead, rest)) best = { slot, rest, end: m[0].length };
  }
  if (best) return { slot: best.slot, rest: best.rest };
  // "…, as announced: the house colour is …", "补充一下：本店的颜色是…": the clause after a lead-in.
  const after = clause.split(COLON);
  return after.length > 1 ? headOf(after.at(-1)!.trim(), t, g) : undefined;
}

/**
 * The topic of a clause that is a field of an identity slot: its noun at the head, then a value
 * that is no judgement of the draft or reaction to it ("font is too small", "the colour, that one").
 */
function fieldOf(clause: string, t: PhraseTable, g: Grammar): Topic | undefined {
  const head = headOf(clause, t, g);
  const topic = head && FIELD_TOPIC[head.slot];
  if (!head || !topic || saysAvoid(clause, t)) return undefined;
  const value = head.rest.replace(COPULA, '');
  if (!/[\p{L}\p{N}]/u.test(value) || t.judgement.test(value) || t.reaction.test(value)) return undefined;
  return topic;
}

export interface CompoundPart {
  /** The clause, a substring of the sentence: its own excerpt. */
  clause: string;
  /**
   * A one-off marker in the first clause holds for this later one too ("just this once the colour
   * is gold and the font…"), unless it says it holds as usual or from now on.
   */
  once: boolean;
  /** The clause is a field of this identity slot: its noun and a value (`fieldOf`). */
  field?: Topic;
  /**
   * A later clause opened by no noun but by a typeface or a format the lexicon knows ("…, and
   * every menu goes out as A5 flyers", "…, Plakate immer in A2"): it is on this slot if it states anything.
   */
  named?: Topic;
}

/**
 * A sentence in which the person states two or more of their slots, each opened by its own slot
 * word and joined by a coordinator ("Our colour is fern green, and every menu goes out as A5
 * flyers", "Mi color es granate y la letra Lora", "色は藍色でフォントは…"), as its clauses: read
 * whole, it is one memory on one slot and the other slot's value is lost or filed under the first
 * (ADR 0078). The split is made only where a later clause opens a slot that the clauses before it
 * do not state (`slotOpening`), so a list of values in one slot ("rust and cream", "navy with a
 * silver edge") stays whole, and a clause of no slot stays with the slot before it. Cues that hold
 * for the whole sentence keep it whole: a question or a forget request, the rule of the house
 * (ADR 0061), a relative or a friend whose values they may all be. Undefined when there is
 * nothing to split.
 */
export function compoundParts(sentence: string): CompoundPart[] | undefined {
  const tables = tablesByGuess(sentence);
  if (neverStated(sentence) || tables.some((t) => namesHouseRule(sentence, t))) return undefined;
  // A short Latin line is a poor guide to its language ("…, font Marlin Sans" is guessed French):
  // the first table, the guess first, whose words name a slot in the sentence decides.
  for (const t of tables) {
    const g = grammarOf(t);
    if (!g) continue;
    const groups = groupsOf(sentence, t, g);
    if (groups[0].slots.size === 0) continue;
    return groups.length > 1 ? partsOf(sentence, groups, t, g) : undefined;
  }
  return undefined;
}

/** Clauses read as one part: the slots they state, the slot that opened them, whether a colon or a list is in them. */
type Group = { start: number; end: number; slots: Set<Slot>; opened?: Slot; colon: boolean; list: boolean };

/** A list's item: a value alone, two words at most or eight characters without spaces, opened by no slot's noun. */
const BARE_WORDS = 2;
const BARE_CHARACTERS = 8;

const bare = (item: string, t: PhraseTable, g: Grammar) =>
  (t.spaced ? item.split(/\s+/u).length <= BARE_WORDS : item.length <= BARE_CHARACTERS) && !headOf(item, t, g);

/**
 * The sentence's clauses, each joined to the one before it unless it opens a slot that one does
 * not state. After a colon, a value alone is an item of a list ("new poster: sage, Lora, and no
 * foil", "夏季传单：…、…、不要…"): in a list nothing opens — a brief's values are items without
 * their own slot words, and the list is read whole as before. A clause after a lead-in is no
 * list ("quick update: our colour is teal, and the font is Lora").
 */
function groupsOf(sentence: string, t: PhraseTable, g: Grammar): Group[] {
  const groups: Group[] = [];
  for (const c of clausesOf(sentence, g)) {
    const text = sentence.slice(c.start, c.end).trim();
    const last = groups.at(-1);
    // A clause after one that states no slot of the person's is not a second statement beside it.
    const opens = last && last.slots.size > 0 && !last.list ? slotOpening(text, t, g) : undefined;
    const colon = COLON.test(text);
    const item = colon ? text.split(COLON).at(-1)!.trim() : text;
    if (!last || (opens && !last.slots.has(opens))) {
      groups.push({ ...c, slots: slotsIn(text, t), opened: opens, colon, list: colon && bare(item, t, g) });
    } else {
      last.end = c.end;
      last.list = colon ? bare(item, t, g) : last.list || (last.colon && bare(item, t, g));
      last.colon ||= colon;
      slotsIn(text, t).forEach((s) => last.slots.add(s));
    }
    if (opens) groups.at(-1)!.slots.add(opens);
  }
  return groups;
}

/**
 * The groups as the sentence's parts, or undefined when one names a relative or a friend (their
 * values may be the whole sentence's). A one-off marker of the first part holds for the later ones.
 */
function partsOf(sentence: string, groups: Group[], t: PhraseTable, g: Grammar): CompoundPart[] | undefined {
  const parts = groups.map(({ start, end }) => sentence.slice(start, end).trim());
  if (parts.some((p) => aboutSomeoneElse(p))) return undefined;
  const once = saysOnce(parts[0], t);
  const lasting = (clause: string) => t.habitual.test(clause) || t.durable.test(clause) || t.henceforth.test(clause);
  return parts.map((clause, i) => {
    const field = fieldOf(clause, t, g);
    const { opened } = groups[i];
    const named = !headOf(clause, t, g) && (opened === 'font' || opened === 'format') ? opened : undefined;
    return {
      clause,
      once: i > 0 && once && !saysOnce(clause, t) && !lasting(clause),
      ...(field ? { field } : {}),
      ...(named ? { named } : {}),
    };
  });
}

/** The clauses of the sentence at its coordinators, in one table's grammar; none inside quoted words. */
function clausesOf(sentence: string, g: Grammar): Array<{ start: number; end: number }> {
  const quoted = [...sentence.matchAll(QUOTED)].map((q) => [q.index, q.index + q[0].length] as const);
  const clauses: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const m of sentence.matchAll(g.breaks)) {
    if (quoted.some(([a, b]) => m.index > a && m.index < b)) continue;
    if (m.index > from) clauses.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  clauses.push({ start: from, end: sentence.length });
  return clauses;
}
