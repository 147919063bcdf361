import { extractExplicitStatements } from '../explicit-statements';
import { tablesFor } from '../offline/languages';
import { fullNameOf, opensWithFullName } from './full-name';
import { introductionOf } from './introduction';

/**
 * The subject of what the heads read about the person that does not say who they are by name
 * ("we're a commuter shop", "A mí no me convence", "我的客户", ADR 0081): still the person's, but
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
 * Katrin Lorenz vom …"), or a name the rules read as the person's. Grammar only: the
 * readers of names that the extractor uses everywhere else, read as at a message's opening.
 */
export function saysOwnName(sentence: string): boolean {
  if (COPULA_NAME.test(sentence)) return true;
  if (introductionOf(sentence, 'opening') || fullNameOf(sentence, 'opening') || opensWithFullName(sentence))
    return true;
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
