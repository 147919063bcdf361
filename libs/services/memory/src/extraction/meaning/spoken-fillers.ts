/**
 * What speech puts in front of a clause and between its words without saying anything (ADR
 * 0086): hesitations ("um", "eh", "ähm", "э-э", "嗯", "えーと") and discourse openers ("ok so",
 * "o sea", "also", "короче", "那个", "まあ"), as speech-to-text writes them down. Closed classes
 * per language, written for this from the languages, not from any message: a grammar that wants
 * a noun at a clause's start reads past them.
 */
import type { PhraseTable } from '../offline/phrase-table';

const SPACED: Record<string, string> = {
  en: String.raw`u+m+|u+h+|e+r+m*|a+h+|h+m+|m+|oh|ok(?:ay)?|so|right|well|yeah|yes|and|anyway|basically|like|also|oh\s+and|you\s+know`,
  es: String.raw`e+h+|e+m+|m+|a+h+|este|pues|bueno|o\s+sea|oye|mira|vale|y|entonces|ya|ah|ok|okey|también|che`,
  de: String.raw`ä+h+m*|ö+h+m*|h+m+|m+|also|ja|so|na|naja|und|übrigens|genau|gut|ok(?:ay)?|ach|ah|oh`,
  ru: String.raw`э+(?:-э+)*|м+(?:-м+)*|а+|ну|короче|так|вот|и|ещё|еще|кстати|слушай|значит|типа|в\s+общем|ок|да|ага`,
};
const UNSPACED: Record<string, string> = {
  zh: String.raw`那个|这个|就是|嗯+|呃+|额+|然后|对了|还有|哦+|啊+|那么|那|好的|好`,
  ja: String.raw`えーっと|えっと|ええと|えーと|えー|あのー?|まあ|その|うーん|うん|で|あと|それと|じゃあ|ちなみに|あっ`,
};
/** Words between a noun and the name it gives that add nothing: "font always Lato", "шрифт типа Arial", "the font called Bree". */
export const SPOKEN_BETWEEN = String.raw`u+m+|u+h+|e+r+m*|e+h+|ä+h+m*|э+(?:-э+)*|always|siempre|immer|всегда|типа|вроде|like|called|named|llamad[ao]|que\s+se\s+llama|se\s+llama|namens|heißt|называется`;

const leading = new Map<string, RegExp>();

/** The clause without the hesitations and openers speech put before it (the clause itself when there are none). */
export function withoutFillers(clause: string, t: PhraseTable): string {
  let re = leading.get(t.lang);
  if (!re) {
    const spaced = SPACED[t.lang];
    const unspaced = UNSPACED[t.lang];
    re = spaced
      ? new RegExp(String.raw`^(?:(?:${spaced})(?:[\s,.…]+|(?=$)))+`, 'iu')
      : unspaced
        ? new RegExp(String.raw`^(?:(?:${unspaced})[\s，,、…]*)+`, 'u')
        : /^(?!)/u;
    leading.set(t.lang, re);
  }
  const m = re.exec(clause);
  if (!m || m[0].length === 0) return clause;
  const rest = clause.slice(m[0].length);
  return /[\p{L}\p{N}]/u.test(rest) ? rest : clause;
}
