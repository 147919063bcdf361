/**
 * Values a person dictates the way speech-to-text writes them, put back in the form they are
 * written in before anything reads the message (ADR 0086): a name spelled out letter by letter
 * ("S-M-I-T-H", "s m i t h", "S as in Sam, M as in Mike…", "С как Сергей…"), a hex code read
 * aloud digit by digit ("hash F two eight C two eight", "井号F二八C二八") and a Pantone or RAL number
 * said in words ("Pantone seven four seven four C", "RAL fünf null eins fünf"). Grammar only, in
 * the six languages; a value already written as it is (a name said and then spelled, "#F28C28")
 * is left alone. Each rewrite is kept as a pair, so the excerpt of a statement read in the written
 * form can be given back in the words of the message (`spokenExcerpt`).
 */

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

/** Digits said as words, in the six languages (Chinese and Japanese digits in `CJK_DIGITS`). */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  null: '0',
  eins: '1',
  zwei: '2',
  zwo: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  fuenf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
  ноль: '0',
  нуль: '0',
  один: '1',
  одна: '1',
  два: '2',
  две: '2',
  три: '3',
  четыре: '4',
  пять: '5',
  шесть: '6',
  семь: '7',
  восемь: '8',
  девять: '9',
};

/** Two-digit numbers said as one word or two ("seventy four", "setenta y cuatro", "семьдесят четыре", "vierundsiebzig"). */
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  шестьдесят: 60,
  семьдесят: 70,
  восемьдесят: 80,
  девяносто: 90,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciséis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  десять: 10,
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  восемнадцать: 18,
  девятнадцать: 19,
};
/** "double F", "triple zero": said in English for a digit or letter repeated. */
const REPEAT: Record<string, number> = { double: 2, triple: 3 };
/** Words that join tens and units ("setenta y cuatro"). */
const JOINERS = new Set(['y', 'and', 'und', 'и']);

/** Chinese and Japanese digits, as characters, kana readings or katakana, longest first. */
const CJK_DIGITS: Array<[string, string]> = [
  ['きゅう', '9'],
  ['キュウ', '9'],
  ['ゼロ', '0'],
  ['ぜろ', '0'],
  ['れい', '0'],
  ['レイ', '0'],
  ['いち', '1'],
  ['イチ', '1'],
  ['さん', '3'],
  ['サン', '3'],
  ['よん', '4'],
  ['ヨン', '4'],
  ['ろく', '6'],
  ['ロク', '6'],
  ['なな', '7'],
  ['ナナ', '7'],
  ['しち', '7'],
  ['はち', '8'],
  ['ハチ', '8'],
  ['に', '2'],
  ['ニ', '2'],
  ['ご', '5'],
  ['ゴ', '5'],
  ['零', '0'],
  ['〇', '0'],
  ['一', '1'],
  ['幺', '1'],
  ['二', '2'],
  ['两', '2'],
  ['三', '3'],
  ['四', '4'],
  ['五', '5'],
  ['六', '6'],
  ['七', '7'],
  ['八', '8'],
  ['九', '9'],
];

/** A hash said as a word: what opens a hex code read aloud. */
const HASH_WORD = String.raw`hash(?:tag)?|pound(?:\s+sign)?|number\s+sign|sharp|almohadilla|numeral|hashtag|raute(?:zeichen)?|решётк[аи]|решетк[аи]|хэштег|хештег|шарп`;
/** A hex code named as such ("hex", "colour code", "código", "Farbcode", "код", "色号", "カラーコード"). */
const CODE_WORD = String.raw`hex(?:\s+code)?|hexadecimal|colou?r\s+code|code|c[oó]digo(?:\s+hex)?|hexcode|farbcode|hex-code|код(?:\s+цвета)?|хекс|цвет\s+код`;
const CJK_HASH = String.raw`井号|井字号|＃|シャープ|ハッシュタグ|ハッシュ|井桁`;
const CJK_CODE = String.raw`十六进制|色号|色码|颜色代码|カラーコード|コード|16進数?|十六進数?`;
/** A colour system whose codes are numbers: what a Pantone or RAL number said in words follows. */
const SYSTEMS: Array<[RegExp, string]> = [
  [/^(?:pantone|пантон\p{L}*|パントー?ン|潘通)$/iu, 'Pantone'],
  [/^(?:pms)$/iu, 'PMS'],
  [/^(?:ral|рал)$/iu, 'RAL'],
  [/^(?:hks)$/iu, 'HKS'],
  [/^(?:ncs)$/iu, 'NCS'],
];
const SYSTEM_WORD = String.raw`pantone|пантон\p{L}*|pms|ral|рал|hks|ncs`;
const CJK_SYSTEM = String.raw`パントー?ン|潘通|ＲＡＬ`;

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

/**
 * Letters said by their names, as speech-to-text writes them down ("эс, эм, и, эр, эн, о, вэ, а";
 * "ese, eme, i, te, hache"; "es, em, i, te, ha"): each language's names, a letter alone standing for
 * itself. English is left out: its letter names are words ("see", "you", "are", "why").
 */
const LETTER_NAMES: Record<string, Record<string, string>> = {
  ru: {
    бэ: 'б',
    вэ: 'в',
    гэ: 'г',
    дэ: 'д',
    жэ: 'ж',
    зэ: 'з',
    ка: 'к',
    эль: 'л',
    эл: 'л',
    эм: 'м',
    эн: 'н',
    пэ: 'п',
    эр: 'р',
    эс: 'с',
    тэ: 'т',
    эф: 'ф',
    ха: 'х',
    цэ: 'ц',
    че: 'ч',
    ша: 'ш',
    ща: 'щ',
  },
  es: {
    be: 'b',
    ce: 'c',
    de: 'd',
    efe: 'f',
    ge: 'g',
    hache: 'h',
    jota: 'j',
    ka: 'k',
    ele: 'l',
    eme: 'm',
    ene: 'n',
    eñe: 'ñ',
    pe: 'p',
    cu: 'q',
    erre: 'r',
    ere: 'r',
    ese: 's',
    te: 't',
    uve: 'v',
    equis: 'x',
    ye: 'y',
    zeta: 'z',
  },
  de: {
    be: 'b',
    ce: 'c',
    tse: 'c',
    de: 'd',
    ef: 'f',
    ge: 'g',
    ha: 'h',
    jot: 'j',
    ka: 'k',
    el: 'l',
    em: 'm',
    en: 'n',
    pe: 'p',
    ku: 'q',
    er: 'r',
    es: 's',
    te: 't',
    vau: 'v',
    we: 'w',
    ix: 'x',
    ypsilon: 'y',
    zet: 'z',
  },
};
/** Letter names that are words of their language too ("de", "te", "ese"; "es", "er", "en"; "че"): no sign of a spelling on their own. */
const ALSO_WORDS = new Set(['de', 'te', 'ese', 'ye', 'es', 'er', 'en', 'el', 'we', 'че', 'ха']);
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
    // "Anoushka with an o a n o u s h k a": a letter of the words around may run into the spelling.
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
    // Written as it is ("hashtag F28C28") is left as said; three digits are a hex code only after a hash.
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
