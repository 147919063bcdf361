import { tablesFor } from '../offline/languages';
import type { Lang } from '../offline/phrase-table';

/**
 * Someone the person knows, named by their relation to them ("my friend", "mi prima", "meine
 * Schwester", "мой брат", "我表姐", "姉が"), or a third person named by a pronoun ("she's called",
 * "se llama", "sie heißt", "её зовут", "她叫"). Closed-class words: kinship, friendship, neighbours,
 * colleagues, and third-person pronouns.
 */
const SOMEONE_ELSE: Partial<Record<Lang, RegExp>> = {
  en: /\bmy\s+(?:friend|mate|buddy|pal|sister|brother|sis|bro|cousin|mum|mom|dad|mother|father|aunt|uncle|niece|nephew|neighbou?r|son|daughter|wife|husband|boyfriend|girlfriend|colleague|boss)s?\b|\b(?:she|he)['’]?s\s+called\b|\b(?:her|his)\s+name\s+is\b/iu,
  es: /\bmis?\s+(?:amig[oa]|prim[oa]|herman[oa]|cuñad[oa]|vecin[oa]|t[ií][oa]|madre|padre|mam[aá]|pap[aá]|hij[oa]|novi[oa]|marido|mujer|compa|compañer[oa]|sobrin[oa]|suegr[oa]|jef[ea])s?(?![\p{L}])|(?<!me\s)\bse\s+llama\b/iu,
  de: /\b(?:meine?[rnms]?)\s+(?:freund(?:in)?|kumpel|schwester|bruder|cousine?|mutter|vater|mama|papa|tante|onkel|nachbar(?:in)?|tochter|sohn|frau|mann|kolleg(?:e|in))(?![\p{L}])|\b(?:sie|er)\s+heißt\b/iu,
  ru: /(?<![\p{L}])(?:мо[йяеи]|моего|моей|моему|моих)\s+(?:друг\p{L}*|подруг\p{L}*|брат\p{L}*|сестр\p{L}*|мам\p{L}*|пап\p{L}*|сосед\p{L}*|кум\p{L}*|доч\p{L}*|сын\p{L}*|муж\p{L}*|жен\p{L}*|коллег\p{L}*|племянни\p{L}*)|(?<![\p{L}])(?:её|ее|его)\s+зовут(?![\p{L}])/iu,
  zh: /我的?(?:朋友|姐妹|闺蜜|表姐|表妹|表哥|表弟|堂姐|堂妹|姐姐|妹妹|哥哥|弟弟|姐|妹|哥|弟|妈|爸|邻居|同事|老公|老婆|女儿|儿子|侄子|侄女)|[他她]叫/u,
  ja: /(?:友達|友人|姉|妹|兄|弟|母|父|いとこ|娘|息子|夫|妻|旦那|嫁|同僚)(?:が|は|の(?!日))/u,
};

/**
 * Whether the sentence is about someone else the person names by their relation ("also my friend
 * wants a flyer for her bakery", "她叫…"). The heads read such a sentence as a fact about the person
 * (topic `person`), which replaced the person's own name or introduction on that slot (ADR 0071).
 */
export function aboutSomeoneElse(sentence: string): boolean {
  return tablesFor(sentence).some((t) => SOMEONE_ELSE[t.lang]?.test(sentence) ?? false);
}
