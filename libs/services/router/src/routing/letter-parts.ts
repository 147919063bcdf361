import {
  ADDRESS,
  ADDRESSED,
  ASKING,
  BARE,
  CJK_INTRODUCTIONS,
  CJK_OPENINGS,
  SIGN_OFFS,
  SMALL_TALK,
} from './letter-words';

/**
 * A message written like a letter, read apart: `ask` is what it asks, without the greeting that
 * opens it, the small talk around it and the sign-off and name that close it. `envelope` says
 * whether anything was set apart; a message that is nothing but envelope keeps its whole text
 * (a hello or a thanks is routed as one).
 */
export interface LetterParts {
  ask: string;
  envelope: boolean;
}

/** Where a clause ends: the punctuation a greeting or a sentence stops at, in the seven languages. */
const CLAUSE_END = /[,，、!！:：.。?？;；\n]/u;
/** Where a sentence ends (kept with it); a sentence is what small talk is read in. */
const SENTENCES = /(?<=[.!?。！？\n])/u;
/** A boundary a sign-off may start at: the message's start, or after punctuation or a line break. */
const BOUNDARY = /[.!?。！？,，、;；\n:：—–-]\s*/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /\p{L}/u;
/** A name or a title after a greeting: capitalised ("Hi Sam", "Guten Tag Frau Ost"). */
const NAME = /^\p{Lu}/u;

const wordsOf = (s: string) => s.split(/[\s,，、!！:：.。]+/u).filter(Boolean);
const unpunctuated = (s: string) => s.replace(/[\s,，、!！:：.。?？;；—–-]+/gu, '');

/** Whether `clause` (a message's first words up to a comma or a break) is a greeting and a name. */
function isGreeting(clause: string): boolean {
  // "¡Hola": Spanish opens an exclamation with its own mark.
  const lower = clause.trim().replace(/^[¡¿]/u, '').toLowerCase();
  if (!lower) return false;
  if (CJK.test(lower)) return CJK_OPENINGS.some((r) => r.test(lower));
  const starts = (phrases: readonly string[]) =>
    phrases
      .filter((p) => lower === p || lower.startsWith(`${p} `))
      .map((p) => clause.trim().replace(/^[¡¿]/u, '').slice(p.length).trim())
      .sort((a, b) => a.length - b.length)[0];
  const addressed = starts(ADDRESSED);
  if (addressed !== undefined) return wordsOf(addressed).length <= 5;
  const bare = starts(BARE);
  if (bare === undefined) return false;
  const rest = wordsOf(bare);
  return rest.length <= 3 && rest.every((w) => ADDRESS.has(w.toLowerCase()) || NAME.test(w));
}

/** The opening greeting (and in Japanese or Chinese the introduction after it) cut from the front. */
function withoutOpening(text: string): string {
  let rest = text;
  for (let greeted = false; ;) {
    const trimmed = rest.trimStart();
    const end = trimmed.search(CLAUSE_END);
    const clause = end < 0 ? trimmed : trimmed.slice(0, end);
    const introduces = greeted && CJK_INTRODUCTIONS.some((r) => r.test(clause.trim()));
    if (!clause.trim() || (!isGreeting(clause) && !introduces)) return rest;
    rest = end < 0 ? '' : trimmed.slice(end + 1);
    greeted = true;
  }
}

/**
 * Whether what follows a sign-off is no more than a name: a few words (a handful of characters in
 * Japanese or Chinese), no question and no ask.
 */
function isSignature(tail: string): boolean {
  if (/[?？]/u.test(tail) || ASKING.test(tail)) return false;
  if (CJK.test(tail)) return unpunctuated(tail).length <= 10;
  return wordsOf(tail).length <= 6;
}

/** The sign-off and the name after it cut from the end: the earliest sign-off that only a name follows. */
function withoutClosing(text: string): string {
  const starts = [0, ...[...text.matchAll(BOUNDARY)].map((m) => (m.index ?? 0) + m[0].length)];
  for (const at of starts) {
    for (const phrase of SIGN_OFFS) {
      const sticky = new RegExp(phrase.source, `${phrase.flags}y`);
      sticky.lastIndex = at;
      const found = sticky.exec(text);
      if (!found) continue;
      const after = text.slice(at + found[0].length);
      // "bestätigen" is no "best"; Japanese and Chinese run on without spaces ("感谢您的帮助").
      const cjk = CJK.test(found[0]);
      if (!cjk && LETTER.test(after[0] ?? '')) continue;
      // "Best option is the blue one": a one-word sign-off must end its clause or precede a name.
      const oneWord = !/\s/u.test(found[0]) && !cjk;
      if (oneWord && /^\s+\p{Ll}/u.test(after)) continue;
      if (isSignature(after)) return text.slice(0, at);
    }
  }
  return text;
}

/** Whether a sentence is small talk only: a hope, a how-are-you or an apology, short, asking nothing. */
function isSmallTalk(sentence: string): boolean {
  if (!SMALL_TALK.some((r) => r.test(sentence)) || ASKING.test(sentence)) return false;
  return CJK.test(sentence) ? unpunctuated(sentence).length <= 24 : wordsOf(sentence).length <= 12;
}

/**
 * The ask of a message written like a letter (a greeting, some small talk, the ask, a sign-off and
 * a name): the router weighs what is asked, and the envelope — the same few phrases in every letter
 * — only dilutes it (every letter shares "Dear", "regards" and a name, and reads as new work).
 */
export function letterParts(text: string): LetterParts {
  const body = withoutClosing(withoutOpening(text).trimStart());
  const sentences = body.split(SENTENCES);
  const kept = sentences.filter((s) => !isSmallTalk(s));
  if (body === text.trimStart() && kept.length === sentences.length) return { ask: text, envelope: false };
  const ask = kept
    .join('')
    .replace(/[\s,，、:：;；—–-]+$/u, '')
    .trim();
  // Nothing but envelope ("Hello again! Kind regards, Margaret"): routed whole, as a greeting is.
  if (!LETTER.test(ask)) return { ask: text, envelope: false };
  return { ask, envelope: true };
}
