import { hasWord } from '../offline/segments';
import type { Lang } from '../offline/phrase-table';
import { CLAUSE_BREAK } from './denials';
import { tablesByGuess } from './statement-slots';

/**
 * What the person only imagines is no fact of theirs (issue 28, ADR 0073). People name a value
 * they do not have to say what they are not: "if we ever opened a bakery I'd paint it all mint,
 * but that's a dream", "si fuéramos una heladería seríamos rosa", "wenn wir eine Bank wären, wäre
 * alles grau", "если бы мы были аптекой, были бы зелёные", "要是我们开在海边就用海蓝了", "もし居酒屋
 * だったら赤ですね". The heads read the colour, the typeface or the business in it all the same, so
 * the hypothetical is cut before reading, by grammar: a conditional opener ("if", "si", "wenn",
 * "если", "如果", "もし") whose clause is counterfactual — a conditional mood ("would", "-ría",
 * "wäre", "бы"), "ever" or "one day" of the person's own, in Chinese and Japanese the consequence
 * of the condition ("…就用…了", "…たら") — up to the contrast that comes back to what is
 * ("but", "pero", "aber", "но", "但", "けど"). A condition of a standing wish ("if it's for
 * print, send a PDF", "si es para imprimir, en PDF", "如果可以的话用蓝色") has none of these and stays.
 */
const OPENER: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:imagine(?:\s+if)?|suppose|supposing|if)\b/iu,
  es: /(?<![\p{L}])(?:imag[ií]nate(?:\s+que|\s+si)?|si)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:stell\s+dir\s+vor|wenn|falls)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:представь(?:те)?|если|вот\s+если)(?![\p{L}])/iu,
  zh: /(?:如果|要是|假如|假设|想象一下|万一)(?!(?:可以|方便|能|需要|有问题|有空|可能|不行|你))/u,
  ja: /もし(?!(?:よければ|よろしければ|可能|できれば|何か|ご不明|お時間|修正))/u,
};

/**
 * The clause is counterfactual: said of what the person is not, or would be. Not the polite
 * conditional of a wish ("I'd like", "me gustaría", "hätte gern", "я бы хотел"): a wish put
 * politely under a condition ("if you can, I'd prefer a PDF") is still the person's.
 */
const COUNTERFACTUAL: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:would(?:n['’]?t)?|(?:I|we|it|that|they)['’]?d)\b(?!\s+(?:like|love|prefer|rather|appreciate|be\s+(?:grateful|great|nice)))|\b(?:if|imagine)\s+(?:I|we|my\s+\p{L}+|our\s+\p{L}+)\s+(?:ever|were|was|had|did)\b|\b(?:one\s+day|some\s*day)\b/iu,
  es: /(?<![\p{L}])(?!(?:gustar|encantar|preferir|agradecer)[ií]a)(?:ser|estar|ir|har|podr|tendr|pondr|querr|saldr|vendr|dir|sabr|\p{L}+ar|\p{L}+ir)(?:ía|íamos|ían|ia|iamos|ian)(?![\p{L}])|(?<![\p{L}])(?:fuera|fueras|fueran|fu[ée]ramos|\p{L}+i[ée]ramos|\p{L}+áramos|\p{L}+iera|\p{L}+ieran|algún\s+día|algun\s+dia)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:wäre|wären|wär|wärst|würde|würden|würd|hätte|hätten|hätt|könnte|könnten)(?![\p{L}])(?!\s+(?:\p{L}+\s+)?gerne?(?![\p{L}]))|(?<![\p{L}])(?:eines\s+Tages|irgendwann)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:бы|б)(?![\p{L}])(?!\s+(?:\p{L}+\s+)?(?:хотел|хотела|хотели|хотелось|предпоч\p{L}*|попросил\p{L}*))|(?<![\p{L}])(?:когда-нибудь|однажды)(?![\p{L}])/iu,
  zh: /了|会|肯定|哈哈|开玩笑|想想/u,
  ja: /たら|なら|れば|ったら/u,
};

/** The contrast that comes back from the imagined to what is: the person's own words resume there. */
const BACK: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:but|anyway|anyhow|though|however|although)\b/iu,
  es: /(?<![\p{L}])(?:pero|aunque|en\s+fin|bueno|igual)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:aber|doch|jedenfalls|egal|übrigens|sondern)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:но|однако|впрочем|зато|короче|ладно)(?![\p{L}])/iu,
  zh: /但是|但|不过|可是|然而|反正/u,
  ja: /けど|けれど|ですが|でも/u,
};

/** A negation: the contrast's first clause that holds one only says the imagined is not so. */
const NEGATION: Partial<Record<Lang, RegExp>> = {
  en: /\b(?:not|no|never|nope)\b|n['’]?t\b/iu,
  es: /(?<![\p{L}])(?:no|nunca|tampoco)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:nicht|nein|nee|kein\p{L}*|nie)(?![\p{L}])/iu,
  ru: /(?<![\p{L}])(?:не|нет|никогда)(?![\p{L}])/iu,
  zh: /不(?!过)|没/u,
  ja: /ない|ません|違|ちが/u,
};

/** Short enough to say nothing more than "but we're not": four words, or eight characters of a script without spaces. */
const isShort = (clause: string, spaced: boolean) =>
  spaced ? (clause.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) <= 4 : clause.replace(/[^\p{L}\p{N}]/gu, '').length <= 8;

/**
 * What the person says after coming back from the imagined: the contrast with its first clause,
 * unless that clause only denies the imagined ("but we're not", "pero no hacemos", "但我们不是",
 * "でも違う"), which states nothing, then what follows it.
 */
function afterContrast(tail: string, lang: Lang, spaced: boolean): string {
  const brk = new RegExp(CLAUSE_BREAK.source, 'u').exec(tail);
  const first = brk ? tail.slice(0, brk.index) : tail;
  if (!NEGATION[lang]?.test(first) || !isShort(first, spaced)) return tail;
  return brk ? tail.slice(brk.index + brk[0].length) : '';
}

/**
 * The sentence without what it only imagines: itself when it imagines nothing, else the piece
 * before the opener and the piece from the contrast on, each a substring (an excerpt must stay
 * quotable). Every table of the script is tried, the guessed language first.
 */
export function notHypothetical(sentence: string): string[] {
  for (const t of tablesByGuess(sentence)) {
    const opener = OPENER[t.lang]?.exec(sentence);
    if (!opener) continue;
    const from = opener.index;
    const after = sentence.slice(from + opener[0].length);
    const back = BACK[t.lang]?.exec(after);
    const span = back ? after.slice(0, back.index) : after;
    // The counterfactual marker must sit in the imagined part, the opener's own words included.
    const imagined = sentence.slice(from, from + opener[0].length) + span;
    if (!COUNTERFACTUAL[t.lang]?.test(imagined)) continue;
    const head = sentence.slice(0, from);
    const tail = back ? afterContrast(after.slice(back.index), t.lang, t.spaced) : '';
    return [head, tail].map((p) => p.trim()).filter(hasWord);
  }
  return [sentence];
}
