import type { Lang } from '../offline/phrase-table';
import type { ReadSentence } from './statement-candidate';
import type { Topic } from './statement-labels';
import { namedTopic, tableOf } from './statement-slots';

/**
 * A value given "now" after quoting the assistant's read-back replaces the value quoted (issue 28).
 * People answer what the assistant says it remembers by quoting it and saying what holds instead:
 * "your notes say “…” — it's <new> now", "tu ficha dice «…». Ahora <new>", "Zu deiner Notiz „…“:
 * nimm ab jetzt <new>", "Ты записал «…». Теперь <new>", "你记的“…”改一下，现在用<new>",
 * "メモの「…」は古い。今は<new>". The heads read the bare "now <value>" as small talk, a request or
 * not at all, or on another slot, so the quoted value stayed current. Once the message has quoted
 * something, a clause led by a closed-class word of "now" / "from today" / "from now on" is a
 * correction: the clause alone (never the quoted old value) on the topic the clause names, else the
 * one the words between the quote and the clause name ("the shop's name changed, now …"), else the
 * quoted value's, else the head's. Never in a question or a one-off.
 */
const NOW: Partial<Record<Lang, RegExp>> = {
  // "it's <value> now", "<value> from today", "now <value>": the value and the marker alone, no clause of its own.
  en: /^(?:(?:and|so|but)\s+)?(?:(?:it['’]?s|it\s+is|we['’]re|we\s+are)\s+)?(?:now\s+(?!that\b)|(?!.*\b(?:I|we|you|they|he|she|it|wrong|old|changed|different|gone|dead)\b)(?:\S+\s+){1,4}(?:now|from\s+(?:today|now)(?:\s+on)?|going\s+forward)\W*$)/iu,
  es: /^(?:(?:y|pero|que)\s+)?(?:ahora|desde\s+hoy|a\s+partir\s+de\s+(?:ahora|hoy)|de\s+ahora\s+en\s+adelante)(?![\p{L}])(?!\s+que\b)/iu,
  de: /(?<![\p{L}])(?:jetzt|nun|ab\s+(?:jetzt|sofort|heute)|von\s+nun\s+an|künftig)(?![\p{L}])/iu,
  ru: /^(?:(?:а|и|но)\s+)?(?:теперь|сейчас|отныне|с\s+сегодняшнего\s+дня)(?![\p{L}])/iu,
  zh: /^(?:那|所以|还有)?(?:现在|以后|今后|从今天起|从现在起)/u,
  ja: /^(?:あと|それと)?(?:今は|いまは|今後は|これからは|今日から)/u,
};

/** A quotation: the read-back the person answers, in the quote marks of any of the six languages. */
const QUOTE = /[“«„「『"‘][^“”«»„「」『』"]{1,80}[”»“」』"’]/u;
const QUOTES = new RegExp(QUOTE.source, 'gu');

/** Clause breaks: commas, semicolons, a colon not inside a ratio ("4:5"), dashes. */
const CLAUSE_BREAK = /[,;，；、]|[:：](?!\d)|\s[—–-]\s|[—–]/u;

/** "From now on" on its own ("Lichen gold, please, from now on"): it holds for the words before it. */
const MARKER_ONLY =
  /^(?:please\s+|bitte\s+|por\s+favor\s+)?(?:from\s+(?:now|today)(?:\s+on)?|going\s+forward|ab\s+(?:jetzt|sofort|heute)|von\s+nun\s+an|a\s+partir\s+de\s+(?:ahora|hoy)|de\s+ahora\s+en\s+adelante|с\s+сегодняшнего\s+дня|впредь|отныне)[\s.!…]*$/iu;

/** A clause that points back instead of naming the value ("use this from now on", "以后都用这个", "これからはこちらで"). */
const POINTS_BACK =
  /(?<![\p{L}])(?:this|that|these|those|esto|eso|esta|este|das|dies\p{L}*|это|этот|эту|эта)(?![\p{L}])|这个|那个|这样|こちら|これ|それ/iu;

/** A question, or a one-off, is no new standing value. */
const ASKED = /[?？]\s*$/u;

export interface ReadBackValue {
  /** The clause that gives the new value (a substring of the sentence). */
  clause: string;
  /** The last quotation (unless it lists several values) and the words since it, in the order their topic counts. */
  context: string[];
  /** The value quoted, when the quotation holds one value: its slot is the one the new value is on. */
  quoted?: string;
}

/**
 * The clause of `sentence` giving a value "now" after a quotation in `before` (the message up to
 * the sentence, as the person wrote it) or earlier in the sentence; undefined when there is none.
 */
export function readBackValue(before: string, sentence: string): ReadBackValue | undefined {
  const t = tableOf(sentence);
  const now = t && NOW[t.lang];
  if (!t || !now || ASKED.test(sentence) || t.once.test(sentence) || t.skip.test(sentence)) return undefined;
  let at = 0;
  for (const clause of sentence.split(CLAUSE_BREAK)) {
    const start = sentence.indexOf(clause, at);
    at = start + clause.length;
    const trimmed = clause.trim();
    const bare = MARKER_ONLY.test(trimmed);
    if (!trimmed || !(bare || now.test(trimmed)) || QUOTE.test(trimmed)) continue;
    if (POINTS_BACK.test(trimmed)) return undefined;
    const earlier = `${before} ${sentence.slice(0, start)}`;
    const last = [...earlier.matchAll(QUOTES)].at(-1);
    if (!last) return undefined;
    const since = earlier.slice(last.index + last[0].length);
    // A quoted list ("name, colour, logo") names several slots: only the words since say which one changes.
    const single = !/[,;、，；]/u.test(last[0]);
    // "Lichen gold, please, from now on": a marker on its own holds for the sentence up to it.
    const said = bare ? sentence.slice(0, at).trim() : trimmed;
    if (bare && QUOTE.test(said)) return undefined;
    return {
      clause: said,
      context: single ? [last[0], since] : [since],
      ...(single ? { quoted: last[0].slice(1, -1).trim() } : {}),
    };
  }
  return undefined;
}

/**
 * A typeface named by its family's shape: a weight or style word closing or inside the name
 * ("… Regular", "… ExtraBold", "… Sans One", "… SC", "…黑体", "…宋 GBK", "…明朝", "…ゴシック").
 * Case-sensitive: "light blue" is no weight.
 */
const TYPEFACE =
  /(?<![\p{L}])(?:Regular|Bold|ExtraBold|SemiBold|Black|Light|Thin|Medium|Italic|Sans|Serif|Mono|Slab|Display|SC|One|GBK)(?![\p{L}])|(?:字体|黑体|宋体|楷体|体|宋|楷)(?![\p{Script=Han}])|明朝|ゴシック|フォント|書体/u;

/** Read by grammar, not by a head: stated, at the profile's bar (as a switch is). */
const READ_BACK_CONFIDENCE = 0.6;

/**
 * The correction a read-back answer states, on the topic its words name (the clause's, the value
 * quoted, the words since the quotation), else `fallback` (what the heads read in the value quoted).
 */
export function readBackReading(value: ReadBackValue, fallback: Topic): ReadSentence {
  const t = tableOf(value.clause);
  const typeface = [value.clause, value.quoted ?? ''].some((text) => TYPEFACE.test(text));
  const topic =
    namedTopic(value.clause, t) ??
    (typeface ? 'font' : value.context.map((text) => namedTopic(text, t)).find(Boolean)) ??
    fallback;
  return {
    sentence: value.clause,
    kind: 'correction',
    probability: READ_BACK_CONFIDENCE,
    scope: topic === 'person' ? 'user' : 'workspace',
    topic,
  };
}
