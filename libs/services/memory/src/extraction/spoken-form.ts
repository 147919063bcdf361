/**
 * Values a person dictates the way speech-to-text writes them, put back in the form they are
 * written in before anything reads the message (ADR 0086): a name spelled out letter by letter
 * ("S-M-I-T-H", "s m i t h", "S as in Sam, M as in Mike…", "С как Сергей…"), a hex code read
 * aloud digit by digit ("hash D four seven six three B", "井号D四七六三B") and a Pantone or RAL number
 * said in words ("Pantone seven six two one C", "RAL fünf null eins zwei"). Grammar only, in
 * the six languages; a value already written as it is (a name said and then spelled, "#D4763B")
 * is left alone. Each rewrite is kept as a pair, so the excerpt of a statement read in the written
 * form can be given back in the words of the message (`spokenExcerpt`).
 */
import {
  ALSO_WORDS,
  CJK_CODE,
  CJK_DIGITS,
  CJK_HASH,
  CJK_SYSTEM,
  CODE_WORD,
  DIGIT_WORDS,
  HASH_WORD,
  JOINERS,
  LETTER_NAMES,
  REPEAT,
  SYSTEMS,
  SYSTEM_WORD,
  TEENS,
  TENS,
} from './spoken-words';

/** One rewrite: what the message says and what is read in its place. */
export interface Rewrite {
  spoken: string;
  written: string;
}

/** The message as read, with every rewrite made in it. */
export interface WrittenForm {
  text: string;
  rewrites: Rewrite[];
}

/** A letter of a cased script standing alone. */
const LETTER = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}]`;
/** Three letters or more spelled with a separator between each ("S-M-I-T-H", "S. M. I. T. H.", "s m i t h"). */
const SPELLED = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{N}'’])${LETTER}(?:(?:\s*[-.,·]\s*|\s+)${LETTER}){2,}(?:\.(?=\s+\p{Ll}))?(?![\p{Script=Latin}\p{Script=Cyrillic}\p{N}'’])`,
  'gu',
);
/** How a letter is told by a word that begins with it: "as in", "for", "de", "como en", "wie", "как (в)". */
const SPELLING_MARKER = String.raw`(?:as\s+in|like\s+in|for|de|como\s+en|como|wie\s+in|wie|как\s+в(?:\s+слове)?|как)`;
const SPELLED_ITEM = String.raw`${LETTER}(?![\p{L}\p{N}])(?:\s+${SPELLING_MARKER}\s+\p{L}[\p{L}'’-]+)?`;
/** Letters told by words ("S as in Sam, M as in Mike, I, T, H"): three items or more, two with a word. */
const SPELLED_BY_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${SPELLED_ITEM}(?:(?:\s*[,;]\s*|\s+)(?:(?:then|and|dann|und|luego|y|потом|и)\s+)?${SPELLED_ITEM}){2,}(?![\p{L}\p{N}])`,
  'giu',
);
const ITEM_WITH_WORD = new RegExp(String.raw`(${LETTER})\s+${SPELLING_MARKER}\s+\p{L}`, 'giu');

const capitalised = (letters: string[]) =>
  letters.map((l, i) => (i === 0 ? l.toLocaleUpperCase() : l.toLocaleLowerCase())).join('');

/** Whether a word is said in the text outside the span: a name said and then spelled is written already. */
function saidElsewhere(text: string, word: string, at: number, length: number): boolean {
  const rest = `${text.slice(0, at)} ${text.slice(at + length)}`.toLocaleLowerCase();
  return new RegExp(String.raw`(?<![\p{L}])${escape(word.toLocaleLowerCase())}(?![\p{L}])`, 'u').test(rest);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters a hesitation is drawn out on: vowels and the humming consonants, in Latin and Cyrillic. */
const HESITATION = /^[aeiouäöüyhmnаэеиоуыюяёмн]$/iu;

/** The letters a spelled-out run gives, or undefined when it is no spelling. */
function lettersOf(run: string): string[] | undefined {
  const letters = run.match(new RegExp(LETTER, 'gu')) ?? [];
  // Spaces alone between the letters: four at least ("a n n a"), since "a", "y", "и", "в" are words.
  const spacedOnly = !/[-.,·]/u.test(run);
  if (spacedOnly && letters.length < 4) return undefined;
  // One script only: a Latin and a Cyrillic letter side by side is no spelling.
  const latin = letters.filter((l) => /\p{Script=Latin}/u.test(l)).length;
  if (latin !== 0 && latin !== letters.length) return undefined;
  // "э-э у меня…", "m-m-m", "ä-ä": a sound drawn out while thinking, no spelling.
  const [first = '', second = ''] = letters;
  if (first.toLocaleLowerCase() === second.toLocaleLowerCase() && HESITATION.test(first)) return undefined;
  return letters;
}

/** A letter said alone inside a run of letter names. */
const SINGLE = /^[\p{Script=Latin}\p{Script=Cyrillic}]$/u;

/**
 * The name spelled by letter names, in place of each run of four letters or more: half of them
 * said by name, two by a name that is no word of the language.
 */
function spelledByNames(text: string, rewrites: Rewrite[]): string {
  let out = text;
  for (const names of Object.values(LETTER_NAMES)) {
    const words = [...out.matchAll(/[\p{L}]+/gu)];
    const spans: Array<{ from: number; to: number; letters: string[] }> = [];
    let run: Array<{ at: number; end: number; letter: string; named: boolean; telling: boolean }> = [];
    const close = () => {
      const named = run.filter((r) => r.named).length;
      if (run.length >= 4 && named * 2 >= run.length && run.filter((r) => r.telling).length >= 2)
        spans.push({ from: run[0].at, to: run.at(-1)!.end, letters: run.map((r) => r.letter) });
      run = [];
    };
    for (const w of words) {
      const word = w[0].toLocaleLowerCase();
      const letter = names[word] ?? (SINGLE.test(word) ? word : undefined);
      const last = run.at(-1);
      if (last && !/^[\s,-]+$/u.test(out.slice(last.end, w.index))) close();
      if (letter === undefined) {
        close();
        continue;
      }
      const named = names[word] !== undefined;
      run.push({ at: w.index, end: w.index + w[0].length, letter, named, telling: named && !ALSO_WORDS.has(word) });
    }
    close();
    for (const { from, to, letters } of spans.reverse()) {
      const word = capitalised(letters);
      if (saidElsewhere(out, word, from, to - from)) continue;
      rewrites.push({ spoken: out.slice(from, to), written: word });
      out = out.slice(0, from) + word + out.slice(to);
    }
  }
  return out;
}

/** The name spelled by each run of letters, in place of the run. */
function spelledNames(text: string, rewrites: Rewrite[]): string {
  const byWords = text.replace(SPELLED_BY_WORDS, (run, at: number) => {
    const told = [...run.matchAll(ITEM_WITH_WORD)];
    if (told.length < 2) return run;
    const letters = [...run.matchAll(new RegExp(SPELLED_ITEM, 'giu'))].map((m) => m[0][0]);
    const word = capitalised(letters);
    if (saidElsewhere(text, word, at, run.length)) return run;
    rewrites.push({ spoken: run, written: word });
    return word;
  });
  return byWords.replace(SPELLED, (matched: string, at: number) => {
    // "B. R. E. N. N. A. N. with two n's": the last dot is the spelling's; "K-O-W-A. our…": it ends the sentence.
    const stop = /[^.]\.$/u.test(matched) && !/\..*\.$/u.test(matched);
    const run = stop ? matched.slice(0, -1) : matched;
    const letters = lettersOf(run);
    if (!letters) return matched;
    const word = capitalised(letters);
    // "Magdalena with a g m a g d a l e n a": a letter of the words around may run into the spelling.
    const spelt = [0, 1, 2].flatMap((k) => [letters.slice(k), letters.slice(0, letters.length - k)]);
    if (spelt.some((ls) => ls.length >= 3 && saidElsewhere(byWords, ls.join(''), at, run.length))) return matched;
    rewrites.push({ spoken: run, written: word });
    return stop ? `${word}.` : word;
  });
}

/** A token of a spaced script at the head of `rest`: the separators before it and the word. */
const TOKEN = /^([\s,.:\-–—]*)([\p{L}\p{N}]+)/u;

interface Run {
  /** Characters of `rest` the run takes. */
  length: number;
  value: string;
  /** Whether anything in it was said, not written (a digit as a word, a separator inside). */
  spoken: boolean;
}

/** A hex code read aloud at the head of `rest`: tokens of digits said or written and letters a–f, six or three. */
function hexRun(rest: string): Run | undefined {
  let at = 0;
  let value = '';
  let spoken = false;
  let repeat = 1;
  for (;;) {
    const m = TOKEN.exec(rest.slice(at));
    if (!m) break;
    const word = m[2].toLocaleLowerCase();
    let piece: string | undefined;
    if (REPEAT[word] && value.length < 6) {
      repeat = REPEAT[word];
      at += m[0].length;
      spoken = true;
      continue;
    }
    if (DIGIT_WORDS[word]) piece = DIGIT_WORDS[word];
    else if (/^[0-9a-f]+$/iu.test(m[2])) piece = m[2].toUpperCase();
    if (piece === undefined || value.length + piece.length * repeat > 6) break;
    if (DIGIT_WORDS[word] || value.length > 0) spoken = true;
    value += piece.repeat(repeat);
    repeat = 1;
    at += m[0].length;
  }
  return value.length === 6 || value.length === 3 ? { length: at, value, spoken } : undefined;
}

/** A number said in words or in pieces at the head of `rest` ("seven four seven four", "74 74", "setenta y cuatro"). */
function numberRun(rest: string): Run | undefined {
  let at = 0;
  let value = '';
  let spoken = false;
  for (;;) {
    const m = TOKEN.exec(rest.slice(at));
    if (!m) break;
    const word = m[2].toLocaleLowerCase();
    if (/^\d+$/u.test(word)) {
      if (value) spoken = true;
      value += word;
      at += m[0].length;
      continue;
    }
    const german = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(\p{L}+)$/u.exec(word);
    if (german && TENS[german[2]]) {
      value += String(TENS[german[2]] + Number(DIGIT_WORDS[german[1] === 'ein' ? 'eins' : german[1]]));
    } else if (TEENS[word]) value += String(TEENS[word]);
    else if (TENS[word]) {
      // "seventy four", "setenta y cuatro": the units word after the tens.
      const next = TOKEN.exec(rest.slice(at + m[0].length));
      const joined =
        next && JOINERS.has(next[2].toLocaleLowerCase())
          ? TOKEN.exec(rest.slice(at + m[0].length + next[0].length))
          : null;
      const units = joined ?? next;
      const unit = units && DIGIT_WORDS[units[2].toLocaleLowerCase()];
      if (unit && unit !== '0' && units) {
        value += String(TENS[word] + Number(unit));
        at += m[0].length + (joined && next ? next[0].length : 0) + units[0].length;
        spoken = true;
        continue;
      }
      value += String(TENS[word]);
    } else if (DIGIT_WORDS[word] && word !== 'oh') value += DIGIT_WORDS[word];
    else break;
    spoken = true;
    at += m[0].length;
  }
  return value.length >= 3 && value.length <= 5 ? { length: at, value, spoken } : undefined;
}

/** A hex code or a colour system's number in a spaced script, written as it is. */
function spacedCodes(text: string, rewrites: Rewrite[]): string {
  const opener = new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?:(?<hash>${HASH_WORD})|(?<code>${CODE_WORD})|(?<system>${SYSTEM_WORD}))(?![\p{L}\p{N}])(?<glue>(?:\s*[:=]|\s+(?:is|es|ist|это|—|–))?)`,
    'giu',
  );
  let out = '';
  let from = 0;
  for (const m of text.matchAll(opener)) {
    if (m.index < from) continue;
    const after = m.index + m[0].length;
    const rest = text.slice(after);
    const { hash, system } = m.groups ?? {};
    if (system) {
      const run = numberRun(rest);
      const canonical = SYSTEMS.find(([re]) => re.test(system))?.[1] ?? system;
      if (!run || (!run.spoken && canonical === system)) continue;
      const suffix = /^\s*([CUM])(?![\p{L}\p{N}])/u.exec(rest.slice(run.length));
      const spokenEnd = after + run.length + (suffix ? suffix[0].length : 0);
      const written = `${canonical} ${run.value}${suffix ? ` ${suffix[1]}` : ''}`;
      out += text.slice(from, m.index) + written;
      rewrites.push({ spoken: text.slice(m.index, spokenEnd), written });
      from = spokenEnd;
      continue;
    }
    const run = hexRun(rest);
    // Written as it is ("hashtag D4763B") is left as said; three digits are a hex code only after a hash.
    if (!run?.spoken || (run.value.length === 3 && !hash)) continue;
    const start = hash && !m.groups?.glue ? m.index : after + (/^\s*/u.exec(rest)?.[0].length ?? 0);
    const written = `#${run.value}`;
    out += text.slice(from, start) + written;
    rewrites.push({ spoken: text.slice(start, after + run.length), written });
    from = after + run.length;
  }
  return out + text.slice(from);
}

const CJK_DIGIT = new RegExp(`^(?:${CJK_DIGITS.map(([d]) => d).join('|')})`, 'u');
const CJK_VALUE = new Map(CJK_DIGITS);

/** The same in Chinese or Japanese, where a digit is a character or a kana word and nothing spaces them. */
function cjkCodes(text: string, rewrites: Rewrite[]): string {
  const opener = new RegExp(String.raw`(?<hash>${CJK_HASH})|(?<code>${CJK_CODE})|(?<system>${CJK_SYSTEM})`, 'gu');
  let out = '';
  let from = 0;
  for (const m of text.matchAll(opener)) {
    if (m.index < from) continue;
    const system = m.groups?.system;
    const opened = m.index + m[0].length;
    let at = opened;
    const glue = /^\s*(?:は|是|为|：|:)?\s*/u.exec(text.slice(at));
    at += glue?.[0].length ?? 0;
    let value = '';
    let spoken = false;
    const limit = system ? 5 : 6;
    for (;;) {
      const rest = text.slice(at);
      const sep = /^[\s・、,-]+/u.exec(rest);
      const ascii = (system ? /^\d/u : /^[0-9A-Fa-f]/u).exec(sep ? rest.slice(sep[0].length) : rest);
      const kana = CJK_DIGIT.exec(sep ? rest.slice(sep[0].length) : rest);
      const piece = ascii ? ascii[0].toUpperCase() : kana ? CJK_VALUE.get(kana[0]) : undefined;
      if (piece === undefined || value.length >= limit) break;
      if (kana || (sep && value)) spoken = true;
      value += piece;
      at += (sep?.[0].length ?? 0) + (ascii ?? kana)![0].length;
    }
    if (!spoken) continue;
    if (system) {
      if (value.length < 3) continue;
      const suffix = /^\s*([CUM])(?![A-Za-z])/u.exec(text.slice(at));
      const end = at + (suffix?.[0].length ?? 0);
      const written = `${SYSTEMS.find(([re]) => re.test(system))?.[1] ?? system} ${value}${suffix ? ` ${suffix[1]}` : ''}`;
      out += text.slice(from, m.index) + written;
      rewrites.push({ spoken: text.slice(m.index, end), written });
      from = end;
      continue;
    }
    if (value.length !== 6 && !(value.length === 3 && m.groups?.hash)) continue;
    const start = m.groups?.hash ? m.index : opened + (glue?.[0].length ?? 0);
    out += `${text.slice(from, start)}#${value}`;
    rewrites.push({ spoken: text.slice(start, at), written: `#${value}` });
    from = at;
  }
  return out + text.slice(from);
}

/** The message with its spelled names and codes read aloud in their written form, and each rewrite made. */
export function writtenForm(message: string): WrittenForm {
  const rewrites: Rewrite[] = [];
  let text = spelledByNames(spelledNames(message, rewrites), rewrites);
  text = spacedCodes(text, rewrites);
  text = cjkCodes(text, rewrites);
  return { text, rewrites };
}

/**
 * An excerpt of the written form given back in the words of the message: each written value in
 * it replaced by what was said, so that the statement's evidence is the person's own words.
 */
export function spokenExcerpt(excerpt: string, rewrites: readonly Rewrite[]): string {
  let out = excerpt;
  for (const { spoken, written } of [...rewrites].reverse()) {
    const at = out.indexOf(written);
    if (at >= 0) out = out.slice(0, at) + spoken + out.slice(at + written.length);
  }
  return out;
}
