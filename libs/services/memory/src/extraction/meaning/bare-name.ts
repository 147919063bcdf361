import { tablesFor } from '../offline/languages';

/**
 * The grammar of a full name said bare at the opening of a message ("Desmond Achebe. I fix radios…",
 * "Owen Tregarthen, I've got a café on the harbour, …", "Полина Гришина. Кондитерская «…»"): what tells the
 * person's own name from a business's, a title's or a place's capitalised words, and from someone
 * else named at the head of a message. Read by full-name.ts (ADR 0079). Closed-class words and
 * punctuation only, no list of names.
 */

/** A bullet or an emoji a line of notes opens with ("📌 ", "* ", "- "): not part of what it says. */
export const BULLET =
  /^(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}*•·>]|[-–—](?=\s))[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{200D}*•·>]*/u;

/**
 * The words of a typeface's name ("Fira Sans", "Helvetica Neue"): a font answered after a greeting
 * is no one's name, and a typeface after a bare name ("…, Schrift Work Sans Bold") is no business.
 */
export const TYPEFACE_WORD =
  /^(?:sans|serif|mono|slab|grotesk|grotesque|display|script|gothic|pro|neue|regular|bold|italic|light|condensed)$/iu;

/** The words that say a run of capitals is a typeface wherever they stand in it ("Work Sans", "Helvetica Neue Light"). */
const TYPEFACE_KIND = /^(?:sans|serif|mono|slab|grotesk|grotesque|neue)$/iu;

/**
 * The words of a business's name by its form, not a person's: legal forms ("Ltd", "GmbH", "S.L.",
 * "ООО"), and the trade or place-of-work nouns businesses are named with ("… Heating", "… Brewing",
 * "Studio …", "Café …", "Мастерская …"). Closed class per language; agent nouns that are also
 * family names ("Baker", "Smith", "Müller", "Кузнецов") are deliberately not in it.
 */
const BUSINESS_WORD = new RegExp(
  String.raw`^(?:${[
    // legal forms, any language
    String.raw`ltd|limited|inc|llc|plc|co|corp|gmbh|ag|kg|ug|ohg|e\.?\s?k|sl|sa|sarl|sas|ооо|ип|зао|оао`,
    // en
    String.raw`company|studios?|records|heating|plumbing|brewing|brewery|bakery|bakehouse|bakes|caf[eé]|coffee|roasters|kitchen|catering|designs?|prints?|printing|press|media|photography|pictures|films|gallery|salon|barbers?|grooming|florists?|flowers|farm|garage|motors|cycles|works|workshop|supplies|services|solutions|group|trading|consulting|cleaning|landscapes|landscaping|builders|joinery|roofing|electrical|shop|store|boutique|clinic|dental|pharmacy|gym|fitness|yoga|pub|inn|hotel|tattoo|deli|agency|productions|collective|partners|associates|ventures|labs?|goods|crafts|ceramics|candles|apparel|clothing|interiors|events|weddings|cakes`,
    // es
    String.raw`pizzeria|gelateria|trattoria|osteria|estudio|taller|tienda|restaurante|diseño|imprenta|hermanos|hnos|grupo|distribuciones|servicios|asesoría|clínica|academia|floristería`,
    // de
    String.raw`atelier|werkstatt|manufaktur|laden|friseur|bistro|druck|verlag|küche|stube|bau|technik|handwerk|service|agentur|praxis|hof|gärten|design`,
    // fr
    String.raw`boulangerie|maison|boutique|cabinet`,
    // ru
    String.raw`студия|мастерская|ателье|кафе|магазин|пекарня|салон|шиномонтаж|агентство|типография|кофейня|пасека|ферма|фермерское|хозяйство|бюро`,
  ].join('|')})$`,
  'iu',
);
/**
 * Shop nouns by their ending: German "-erei/-torei" (Bäckerei, Imkerei, Konditorei), Spanish "-ería"
 * with its accent (Panadería, Ferretería). Not "-eria" without it: Basque family names end so
 * ("Echeberria"), as do the Catalan shop nouns, which are left to the heads.
 */
const BUSINESS_ENDING = /(?:erei|torei|[^r]ería)$/iu;

/**
 * The heads of a place's name and the titles people hold: "New …", "San …", "St …", "… Street",
 * "Creative Director", "Head Chef". Closed class; "Hill", "Park", "Lane" are family names too and
 * are not in it.
 */
const PLACE_OR_TITLE_WORD =
  /^(?:new|san|santa|santo|los|las|st|saint|sankt|port|fort|north|south|east|west|upper|lower|great|little|nueva|nuevo|bad|street|road|avenue|square|straße|strasse|platz|calle|plaza|avenida|paseo|санкт|нижний|великий|новый|director|manager|owner|founder|co-founder|designer|chef|head|lead|officer|ceo|cto|cfo|president|editor|producer|assistant|intern|geschäftsführer|geschäftsführerin|inhaber|inhaberin|leiter|leiterin|director|directora|gerente|dueño|dueña|директор|владелец|владелица|менеджер)$/iu;

/**
 * Capitalised words that open a sentence and name no one: holidays and their wishes, the days and
 * months ("Merry Christmas.", "Frohe Ostern", "Monday Morning"), per language. Closed class; the
 * months that are given names too (April, May, June, August) and "Domingo" are left out.
 */
const NO_ONE =
  /^(?:merry|christmas|easter|xmas|holidays|season|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|september|october|november|december|update|frohe|frohes|fröhliche|weihnachten|ostern|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|feliz|felices|navidad|pascua|lunes|martes|miércoles|jueves|viernes|sábado|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье|поздравляю|счастливого)$/iu;

/** Whether a word is a place's or a title's ("Fort", "Director", "Gerente", "Inhaberin", "директор"). */
export const isPlaceOrTitleWord = (word: string): boolean => PLACE_OR_TITLE_WORD.test(word);

/** Whether a capitalised run read as a name is by its form a business's, a place's, a title's or no one's ("Kestrel Valley Roofing", "New York", "Creative Director", "Merry Christmas"). */
export function notAPersonsName(name: string): boolean {
  const words = name.split(/\s+/u).filter((w) => /^\p{Lu}/u.test(w));
  return words.some(
    (w) =>
      BUSINESS_WORD.test(w) ||
      BUSINESS_ENDING.test(w) ||
      PLACE_OR_TITLE_WORD.test(w) ||
      NO_ONE.test(w) ||
      namesSubjectNoun(w),
  );
}

/**
 * A subject noun of a table of the word's script ("Farbe", "Schrift", "Logo", "Colour"): a line
 * that opens with one labels a value ("Farbe Nordsee-Türkis, Schrift …"), it names no one. Only the
 * nouns: the value words ("Amber", "Rose", "Olive") are given names too.
 */
function namesSubjectNoun(word: string): boolean {
  return tablesFor(word).some((t) => t.nouns.some(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(word)));
}

/**
 * The speaker in the first person, as subject or owner, in the cased scripts' languages: "I've got",
 * "I run", "my shop", "we", "tengo", "mi estudio", "ich hab", "meine Werkstatt", "у меня", "мы".
 * Closed class (pronouns, possessives, and the few first-person verbs Spanish and Russian say
 * without their pronoun). French "on" is left out: it is an English word too.
 */
const FIRST_PERSON = new RegExp(
  String.raw`(?<![\p{L}])(?:${[
    String.raw`i|i['’](?:m|ve|d|ll)|me|my|mine|we|we['’](?:re|ve|d|ll)|our|us`,
    String.raw`yo|mi|mis|nosotr[oa]s|nuestr[oa]s?|tengo|soy|llevo|hago|trabajo|vendo|regento|dirijo|tenemos|somos|llevamos|hacemos|vendemos`,
    String.raw`ich|mir|mich|mein\p{L}*|wir|uns|unser\p{L}*|hab|habe|bin`,
    String.raw`je|j['’]|moi|mon|nous|notre|nos`,
    String.raw`я|мне|меня|мой|моя|моё|мое|мои|моего|моей|мы|нас|нам|наш\p{L}*|держу|держим|делаю|делаем|веду|ведём|ведем|работаю|работаем`,
  ].join('|')})(?![\p{L}'’])`,
  'iu',
);

/** Someone else as the subject: a third-person pronoun ("she does our books", "er macht…", "она ведёт…"). */
const THIRD_PERSON =
  /(?<![\p{L}])(?:she|he|her|him|his|hers|ella|él|sie|er|ihm|ihn|sein\p{L}*|elle|il|она|он|её|ее|его|ей|ему|ней|ним)(?![\p{L}'’])/iu;

/**
 * A clause that names someone else by apposition or a relative clause: "my accountant", "our new
 * designer,", "who does our books", "мой бухгалтер" — a possessive and one or two words with
 * nothing after them, or a relative pronoun first.
 */
const APPOSITION =
  /^(?:(?:my|our|mi|nuestr[oa]|mein\p{L}*|unser\p{L}*|mon|ma|notre|мо[йяеё]|наш\p{L}*)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?:[,;:—–()!.]|$)|(?:who|which|that|quien|que|die|der|qui|который|которая)(?![\p{L}]))/iu;

/**
 * A business named by its form: a name in quotes («…», „…“, "…", 「…」), a verb of naming ("is
 * called", "se llama", "heißt", "называется", "という"), or a run of two capitalised words or more
 * that does not open the clause and is not after a preposition of place ("in New York").
 */
const QUOTED = /[«„“"「『‘][^«»„“”"「」『』‘’]{2,60}[»“”"」』’]/u;
const NAMING =
  /(?<![\p{L}])(?:called|named|name\s+is|goes\s+by|se\s+llama|llamad[oa]|de\s+nombre|hei(?:ß|ss)t|namens|genannt|s['’]appelle|appel[ée]e?|называется|под\s+названием|зов[её]тся)(?![\p{L}])|という|って(?:名前|いう)/iu;
/** Each word of the run has two letters or more: "I" is no part of a name ("since Monday I …"). */
const CAPITAL_RUN =
  /(?<!(?:^|\s)(?:in|near|from|en|cerca\s+de|desde|bei|aus|nahe|à|près\s+de|в|во|из|под|около|у))\s\p{Lu}[\p{L}'’-]+(?:\s+(?:&\s+|and\s+|y\s+|und\s+|de\s+|del\s+|la\s+|el\s+|the\s+|of\s+)?\p{Lu}[\p{L}'’-]+)+/u;

/** Whether the clause names a business by its form ("I've got a café on the harbour, The Salt Loft", "кондитерская «Пряничный дом»"). */
export function namesBusiness(clause: string): boolean {
  return businessEnd(clause) !== undefined;
}

/**
 * Where the business named in the clause ends: after the quotes or the capitalised run, or after
 * the name a verb of naming gives (up to the next comma). Undefined when the clause names none.
 */
function businessEnd(clause: string): number | undefined {
  const quoted = QUOTED.exec(clause);
  if (quoted) return quoted.index + quoted[0].length;
  const naming = NAMING.exec(clause);
  if (naming) return naming.index + naming[0].length + 1;
  // The clause's first word is capitalised as any sentence's is: a run counts only after it.
  const first = /^\s*\S+/u.exec(clause)?.[0].length ?? 0;
  const run = CAPITAL_RUN.exec(clause.slice(first));
  // "Schrift Work Sans Bold": a typeface's name is capitalised as a business's is. It ends in a weight
  // or a style ("… Bold"), or names its kind ("Sans", "Neue"); "Harbour Light Yoga" is a business.
  const words = run?.[0].trim().split(/\s+/u) ?? [];
  if (!run || TYPEFACE_WORD.test(words.at(-1) ?? '') || words.some((w) => TYPEFACE_KIND.test(w))) return undefined;
  return first + run.index + run[0].length;
}

/**
 * The clause cut to the business it names ("мастерская «Клён», нужны визитки" → "мастерская
 * «Клён»"): up to the first clause break after the business's name, so the request after it is
 * not part of the company's excerpt. Undefined when the clause names no business.
 */
export function businessClause(clause: string): string | undefined {
  const end = businessEnd(clause);
  if (end === undefined) return undefined;
  const cut = /[,;]\s|\s[—–-]\s|[，；。]/u.exec(clause.slice(end));
  return clause.slice(0, cut ? end + cut.index : clause.length).trim();
}

/**
 * Whether a clause or sentence after a bare name says who the speaker is or what they run: the
 * first person ("I fix radios…", "unsere Schreinerei heißt…", "у меня…") or a business named by its form
 * ("Barbershop is called …", "Мастерская «…»"). Not someone else: a third-person pronoun, an
 * apposition ("Anna Berg, my accountant"), a relative clause; never a question.
 */
export function describesSelf(clause: string): boolean {
  const text = clause.trim().replace(BULLET, '');
  if (!text || /[?？]/u.test(text) || APPOSITION.test(text) || THIRD_PERSON.test(text)) return false;
  return FIRST_PERSON.test(text) || namesBusiness(text);
}

/**
 * The sentence after an opening name, as the extractor read it: its words, and whether the heads
 * read it surely as a fact on the business's name (a line of notes "Imkerei Brandt" under the
 * name names the business without any grammar to tell).
 */
export interface Following {
  sentence: string;
  business: boolean;
}
