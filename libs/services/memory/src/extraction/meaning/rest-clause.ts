import type { Lang } from '../offline/phrase-table';
import { saysOnce, tablesByGuess } from './statement-slots';

/**
 * "…, the rest / otherwise / everything else …" after a clause break: what comes before it is an
 * exception to what comes after. Closed-class words per language; Japanese "あとは" is left out,
 * as it more often means "and also".
 */
const REST: Partial<Record<Lang, RegExp>> = {
  en: /[,;]\s*(?:(?:and|but)\s+)?(?:the\s+rest|otherwise|everything\s+else|all\s+(?:the\s+)?others?|other\s+than\s+that|apart\s+from\s+that)\b/iu,
  es: /[,;]\s*(?:(?:y|pero)\s+)?(?:lo\s+dem[aá]s|el\s+resto|los\s+dem[aá]s|las\s+dem[aá]s|por\s+lo\s+dem[aá]s|si\s+no|todo\s+lo\s+otro)(?![\p{L}])/iu,
  de: /[,;]\s*(?:(?:und|aber)\s+)?(?:sonst|ansonsten|der\s+rest|den\s+rest|alles\s+andere|alle\s+anderen|die\s+anderen)(?![\p{L}])/iu,
  ru: /[,;]\s*(?:а\s+так(?!\s+(?:что|же|как))|(?:а\s+|но\s+)?(?:в\s+остальном|остальное|остальные|всё\s+остальное|все\s+остальные))(?![\p{L}])/iu,
  zh: /[，,；;]\s*(?:其他|其余|其它|别的|剩下的)(?=\p{Script=Han})/u,
  ja: /[、，,]\s*(?:ほかは|他は|その他は|それ以外は|残りは)/u,
};

/** A restriction at the exception's head: "only", "just", "solo", "nur", "только", "只", "だけ". */
const ONLY: Partial<Record<Lang, RegExp>> = {
  en: /^\s*(?:(?:and|but|oh|ok)[,\s]+)*(?:only|just)\b/iu,
  es: /^\s*(?:(?:y|pero)[,\s]+)*(?:s[oó]lo|solamente|nom[aá]s)(?![\p{L}])/iu,
  de: /^\s*(?:(?:und|aber)[,\s]+)*(?:nur|bloß)(?![\p{L}])/iu,
  ru: /^\s*(?:(?:и|но)[,\s]+)*(?:только|лишь)(?![\p{L}])/iu,
  zh: /^\s*(?:只|就|仅)/u,
  ja: /だけ|のみ/u,
};

export interface ExceptionAndRest {
  /** Before the marker: the exception, for the task at hand when it is marked as one. */
  exception: string;
  /** From the marker on: what holds as usual. */
  rest: string;
  /** The exception is a one-off: it says so, opens with "only", or the rest is what holds "as always". */
  once: boolean;
}

/**
 * "just for the fair put confetti on it, the rest in sage as always", "nur diese Woche knallgelb,
 * sonst wie immer grün", "только к празднику шарики, а так всё как обычно": a one-off and the
 * standing value typed as one sentence. Read whole, the standing value's memory quotes the one-off
 * too, and it leaks into the profile and every later recall (ADR 0071). Split at the marker, each
 * a substring of the sentence; `once` when the exception is marked as one, opens with "only", or
 * the rest says it holds as usual or from now on.
 */
export function exceptionAndRest(sentence: string): ExceptionAndRest | undefined {
  for (const t of tablesByGuess(sentence)) {
    const m = REST[t.lang]?.exec(sentence);
    if (!m || m.index === 0) continue;
    const exception = sentence.slice(0, m.index);
    const rest = sentence.slice(m.index + 1).trim();
    if (!/\p{L}/u.test(exception) || !/\p{L}/u.test(rest)) continue;
    const once =
      saysOnce(exception, t) || !!ONLY[t.lang]?.test(exception) || t.habitual.test(rest) || t.durable.test(rest);
    return { exception, rest, once };
  }
  return undefined;
}
