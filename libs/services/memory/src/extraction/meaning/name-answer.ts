import type { Lang, PhraseTable } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';
import { isGreetingOrInterjection } from './greeting';

/** Where a message's opening phrase ends: any clause or sentence break of any script. */
const PHRASE_END = /\s*(?:[,;:.!?，；：、。！？]|\s[—–-]\s|[—–])\s*/u;

/**
 * One given name in a cased script: a capital, then lowercase letters (a hyphen or an apostrophe
 * may join two parts: "Anne-Marie", "O'Neill"). All capitals ("PDF") is an acronym, not a name;
 * more than twelve letters is a German compound noun ("Kundenzeitschrift"), not a given name.
 */
export const NAME_WORD = /^(?=[\p{L}'’-]{2,12}$)\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?$/u;

/**
 * Words a person answers with that are not names: greetings, thanks, yes and no, assent, in each
 * language the tables read (closed-class words, capitalised when they open a message).
 */
const NOT_NAMES: Partial<Record<Lang, ReadonlySet<string>>> = {
  en: new Set(
    'hi hello hey thanks thank cheers yes yeah yep no nope ok okay sure great perfect fine cool nice sorry please morning evening both none nothing maybe done'.split(
      ' ',
    ),
  ),
  es: new Set(
    'hola gracias sí si no vale bueno buenas genial perfecto claro dale listo ok oye perdón porfa nada ambos ninguno quizás hecho'.split(
      ' ',
    ),
  ),
  de: new Set(
    'hallo hi moin servus danke ja nein nee ok okay gut super perfekt klar genau prima sorry bitte beides keins nichts vielleicht fertig'.split(
      ' ',
    ),
  ),
  ru: new Set(
    'привет здравствуйте спасибо да нет ага угу ок хорошо отлично ладно конечно понятно извините пожалуйста оба ничего никак может готово'.split(
      ' ',
    ),
  ),
  fr: new Set('salut bonjour merci oui non ok bien parfait super génial pardon volontiers rien'.split(' ')),
};

/** The most common Chinese family names: a phrase of two or three Han characters opening with one is a full name. */
const SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金廖贾夏韦付方邹孟熊秦邱江尹薛闫段雷侯史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤'.split(
    '',
  ),
);
/** "…就行", "…就好", "…吧": the answer is all there is to say ("叫我…" is read by the rules). */
const ZH_ENOUGH = /^(\p{Script=Han}{2,3})(?:就行|就好|就可以|即可|吧)$/u;
const ZH_FULL_NAME = /^\p{Script=Han}{2,3}$/u;
/** "…です", "…でいいです", "…で大丈夫": a name of two to four kanji, or a katakana name, is all the sentence says. */
const JA_NAME =
  /^(\p{Script=Han}{1,4}|\p{Script=Katakana}[\p{Script=Katakana}ー・]{1,7})(?:です|でいいです|でいい|で大丈夫です|で大丈夫|と申します|と呼んでください|と呼んで)$/u;

/**
 * An answer that gives the person's name as a fragment ("Marta. just Marta", "Ильдар", "陈思远",
 * "沙耶です"): the assistant asked what to call them, and the person answers with the name alone.
 * Read by grammar: the message opens with a phrase that is one capitalised given name in a cased
 * script (not a greeting, assent or a word the table's lexicon knows: a colour, a format, a
 * typeface), a two- or three-character Han name opening with a common family name, a Han name
 * followed by "就行/就好", or a Japanese name followed by "です/でいい". Returns the name, or
 * undefined. A question, a forget, a one-off or an instruction is never an answer to remember.
 */
export function nameAnswer(sentence: string, t: PhraseTable | undefined): string | undefined {
  if (!t || t.skip.test(sentence) || t.once.test(sentence) || t.askingToDo.test(sentence)) return undefined;
  const phrase = sentence.trim().split(PHRASE_END)[0]?.trim() ?? '';
  if (!phrase || lexiconSubjects(phrase, t).size > 0) return undefined;
  // "Next: …", "Дальше: …", "Zuletzt: …": a word before a colon leads in a list or a brief (ADR 0069).
  if (/^\s*[:：]/u.test(sentence.trim().slice(phrase.length))) return undefined;
  // A Han-only phrase may be read by either table: both languages' grammar is tried.
  if (!t.spaced) {
    const said = JA_NAME.exec(phrase)?.[1] ?? ZH_ENOUGH.exec(phrase)?.[1];
    if (said) return said;
    return ZH_FULL_NAME.test(phrase) && SURNAMES.has(phrase[0]) ? phrase : undefined;
  }
  if (!NAME_WORD.test(phrase)) return undefined;
  // Latin text is read by one of four tables on a guess: a greeting of any of them is no name.
  const lower = phrase.toLowerCase();
  if (Object.values(NOT_NAMES).some((words) => words.has(lower))) return undefined;
  // "Yo, …", "Hiya!", "Hallöchen, …", "Здорово.", "Ay, …": a greeting or an interjection of any
  // language opens the message, whatever table reads it; the name, if any, comes after it.
  if (isGreetingOrInterjection(phrase)) return undefined;
  if (t.instruction.test(phrase) || t.reaction.test(phrase) || t.judgement.test(phrase)) return undefined;
  return phrase;
}
