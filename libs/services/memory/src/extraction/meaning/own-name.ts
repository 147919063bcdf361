import { extractExplicitStatements } from '../explicit-statements';
import { tablesFor } from '../offline/languages';
import { fullNameOf, hasFullName, opensWithFullName } from './full-name';
import { introductionOf } from './introduction';
import { tableOf } from './statement-slots';

/**
 * The subject of what the heads read about the person that does not say who they are by name
 * ("we're a small frame shop", "A mí eso no me gusta", "我的客户都是老人", ADR 0081): still the person's, but
 * beside their name, so it never becomes a new version of the name they gave.
 */
export const ABOUT_PERSON = 'person: about';

/** Subjects that say who the person is: their name (`person`, `name`) and what else is said of them. */
export const isAboutPerson = (subject: string): boolean =>
  subject === 'person' || subject === 'name' || subject === ABOUT_PERSON;

/**
 * A copula of the first person before one capitalised word, set off by the sentence's end, a
 * clause break or a lowercase word ("Soy Lucía", "ich bin Jonas, …", "I'm Ana and …"): the full-name
 * shapes want two words after a copula, as "I'm Happy to help" is no name; here the sentence is
 * already read as about the person, so one word is enough. Cased scripts only; closed class; the
 * copula in either case, the name capitalised.
 */
const COPULA_NAME =
  /(?:^|[\s,;:.!¡¿—–-])(?:[Ii]['’]?m|[Ii]\s+am|[Ss]oy|[Ii]ch\s+bin|[Яя])\s+\p{Lu}\p{Ll}+(?:[-’']\p{Lu}?\p{Ll}+)?(?=$|[\s,;:.!?…)—–]|\s+\p{Ll})/u;

/**
 * Whether a sentence the heads read as about the person says the name they go by: a name said
 * with a copula or a verb of naming ("I'm Ana", "my name is ana", "me llamo…", "ich heiße…",
 * "меня зовут…", "我叫…", "…と申します"), an introduction ("its dora from the kite shop", "Ann Ryder
 * here", "はじめまして、森田大輔です"), a full name the sentence opens with after its greeting ("Hallo,
 * Katrin Lorenz vom …") or has past its first word ("… pon Majo Ortega, …"), or a name the rules
 * read as the person's. Grammar only: the
 * readers of names that the extractor uses everywhere else, read as at a message's opening.
 */
export function saysOwnName(sentence: string): boolean {
  if (COPULA_NAME.test(sentence)) return true;
  if (introductionOf(sentence, 'opening') || fullNameOf(sentence, 'opening')) return true;
  const lang = tableOf(sentence)?.lang;
  if (opensWithFullName(sentence, lang) || hasFullName(sentence, lang)) return true;
  return extractExplicitStatements(sentence).some((c) => c.scope === 'user' && c.subject === 'name');
}

/**
 * The subject a reading about the person gets: `person` (the slot their name is on) when the
 * sentence says their name or corrects it (read as a correction, or opened by the tables'
 * correction word: "correction: …", "поправка: …"), else `ABOUT_PERSON`. Only a lasting reading of
 * the heads is moved; a name read by grammar keeps its subject wherever it comes from.
 */
export function personSubject(sentence: string, correction: boolean): string {
  const corrects = correction || tablesFor(sentence).some((t) => t.correction.test(sentence));
  return corrects || saysOwnName(sentence) ? 'person' : ABOUT_PERSON;
}

/**
 * The subject of what the heads read on the business's name in words that name no business
 * ("next week it's the catalogue", "Das machen hier alle so", "来週はカタログ", ADR 0081): still the workspace's,
 * but beside the business's name, so it never becomes a new version of the name.
 */
export const ABOUT_BUSINESS = 'business';

/** Words in quotes of any script: how a business's name is set off ("«Калач»", "„Feder“", "「麦穂堂」"). */
const QUOTED = /[«"“”„「『‹][^«»"“”„「」『』‹›\n]{1,60}[»"“”」』›]/u;

/**
 * A verb or noun of naming, closed class per language: "called", "named", "se llama", "heißt",
 * "называется", "叫", "という", "店名"…
 */
const NAMING =
  /(?:\b(?:called|named|name\s+is|name['’]s|se\s+llama|llamad[oa]|nos\s+llamamos|nombre\s+es|hei(?:ß|ss)t|hei(?:ß|ss)en|namens|name\s+ist)\b|(?:называ(?:ется|емся|ются)|назва(?:ние|лись)|зов(?:ут|ётся|емся))(?![\p{L}])|名叫|叫做|店名|名字是|名称是|という|っていう|って名前|名前は)/iu;

/** Chinese "叫" as a verb of naming ("我们店叫…", "餐厅叫…", "不叫…了"), not "叫我" or "叫人" (calling someone). */
const ZH_CALLED = /叫(?![我你他她人])/u;

/**
 * The noun of a name, closed class per language ("we renamed the shop", "cambiamos el nombre",
 * "neuer Name", "новое название", "改名", "店名", "名前を変えました"): a correction that says it is on the name.
 */
const NAME_NOUN =
  /(?:\b(?:name|names|renamed|rename|nombre|Name|Namen|umbenannt)\b|(?:назван\p{L}*|имя|переименова\p{L}*)(?![\p{L}])|名字|名称|店名|改名|屋号|名前)/iu;

/**
 * What a business is, as the last noun of its name in Chinese and Japanese ("…書房", "…堂", "…工作室",
 * "…粥铺"): closed class, after two characters or more of a name — not after a particle, a measure
 * word with its numeral or demonstrative, or "この / その" ("一家书店", "这间工作室", "この店" are any
 * business, not one by name). Not "社" or "屋": "会社", "花屋" are the words for a company and a shop.
 */
const CJK_BUSINESS =
  /(?:書房|书房|書店|书店|工作室|工房|食堂|商店|堂|亭|庵|铺|舗|坊|塾|轩|軒|斋|齋|館|馆)(?![\p{Script=Han}])/gu;
const NAME_STEM = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー\p{Script=Latin}]{2,}$/u;
const NO_NAME_BEFORE = /(?:[のがをにでとはもへや]|[一这那某每哪两几][家间个個所座]|(?:この|その|あの|どの))$/u;

const namedByBusinessNoun = (sentence: string): boolean =>
  [...sentence.matchAll(CJK_BUSINESS)].some((m) => {
    const stem = NAME_STEM.exec(sentence.slice(0, m.index))?.[0];
    return !!stem && !NO_NAME_BEFORE.test(stem);
  });

/** A capitalised word in a cased script (a name, or a German noun); "I" and its contractions are none. */
const CAPITALISED = /^\p{Lu}[\p{L}’'&.-]*$/u;
const ENGLISH_I = /^I(?:['’](?:m|ve|ll|d))?$/u;

/**
 * Whether a sentence the heads read as on the business's name names one by its form: words in
 * quotes, a verb of naming ("called", "heißt", "называется", "叫", "という"), or capitals in a
 * cased script past the sentence's first word — two in a row in German, where every noun has one
 * ("Gärtnerei Sonnenhang", not "jede Gärtnerei"); a Latin word with a capital in Chinese or Japanese.
 */
export function namesBusiness(sentence: string, lang: string | undefined): boolean {
  if (QUOTED.test(sentence) || NAMING.test(sentence) || ZH_CALLED.test(sentence)) return true;
  const words = sentence
    .replace(/[\p{Extended_Pictographic}]/gu, ' ')
    .split(/[\s,;:.!?¡¿()—–]+/u)
    .filter((w) => /\p{L}/u.test(w));
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence) && lang !== 'de';
  if (cjk && namedByBusinessNoun(sentence)) return true;
  // A line of capitalised words only ("Hundeschule Deichpfote.", "Blue Heron Books"): a name set down on its own.
  const joiner = /^(?:&|and|und|y|e|и|de|del|la|von|van)$/u;
  if (!cjk && words.length >= 2 && words.every((w) => CAPITALISED.test(w) || joiner.test(w))) return true;
  const caps = words.map((w, i) => (i > 0 || cjk) && CAPITALISED.test(w) && !ENGLISH_I.test(w));
  return lang === 'de' ? caps.some((c, i) => c && caps[i + 1]) : caps.some(Boolean);
}

/**
 * The subject a lasting reading on the business's name gets: `name` when its words name a
 * business, or when it is a correction that says "name" ("we've renamed the shop": the name it
 * replaces stops being current), else `ABOUT_BUSINESS`. A correction that names neither is of
 * something else the heads put on the name ("Update: … the butter yellow is out").
 */
export function businessSubject(sentence: string, correction: boolean, lang: string | undefined): string {
  return namesBusiness(sentence, lang) || (correction && NAME_NOUN.test(sentence)) ? 'name' : ABOUT_BUSINESS;
}
