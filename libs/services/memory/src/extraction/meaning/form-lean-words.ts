import { rx, type Lang } from '../offline/phrase-table';

/**
 * What the person received or what the assistant made, per language (issue 28, ADR 0095): "it came
 * as", "you've put", "me llegó como", "has puesto", "kam als", "du hast", "пришло как", "у вас",
 * "发过来是", "你做的", "届いた", "提案の". A sentence holding one reports a rendering — often the
 * wrong one the person is about to put right — not the format or typeface they use, so it is not read
 * by its lean (form-lean.ts). Grammar and verbs only, written from the six languages.
 */
export const RENDERED: Partial<Record<Lang, RegExp>> = {
  en: rx`\b(?:came|arrived|got\s+here|turned\s+up|showed\s+up|landed)\s+(?:as|in)\b|\byou(?:['’]ve|\s+have)?\s+(?:sent|made|put|used|set|done|given|got)\b|\byour\s+(?:version|draft|proposal|suggestion|mock-?up)\b`,
  es: rx`\b(?:lleg[óo]|llegaron|vino|vinieron|me\s+mandaste|me\s+enviaste)\s+(?:como|en)\b|\b(?:has|habéis|han)\s+(?:puesto|usado|hecho|mandado|enviado)\b|\b(?:pusiste|usaste|hiciste|mandaste|enviaste)\b|\btu\s+(?:versi[oó]n|propuesta|borrador)\b`,
  de: rx`\b(?:kam|kamen|ist\s+gekommen|sind\s+gekommen)\s+(?:als|in)\b|\b(?:du\s+hast|ihr\s+habt|Sie\s+haben|hast\s+du|habt\s+ihr)\b|\bdein(?:e|en)?\s+(?:Version|Entwurf|Vorschlag)\b`,
  ru: rx`\b(?:пришл[оаи]?|приш[её]л|прислали|прислал\p{L}*)\s+(?:как|в)\b|\bу\s+(?:вас|тебя)\b|\b(?:вы|ты)\s+(?:прислал\p{L}*|сделал\p{L}*|поставил\p{L}*|написал\p{L}*)\b|\bваш\p{L}*\s+(?:вариант|предложени\p{L}*|макет\p{L}*)\b`,
  zh: /发过来|发来的|收到的|你(?:们)?(?:发|给|做|用|写)的|你(?:们)?(?:发|给|做|用)了|提议的|建议的/u,
  ja: /届いた|届きました|送られてきた|いただいた|提案の|ご提案|作っていただ|使われて(?:い)?た/u,
};
