import type { Lexicon, PhraseTable, Subject } from './phrase-table';

/**
 * Values every language writes the same way: aspect ratios, file types, colour modes, paper
 * sizes and measured sizes, hex colours and well-known typefaces ("Inter" is a font in any
 * language). ASCII-bounded, so they match inside CJK text. A file type or a paper size is what a
 * format is said with in every language ("as PDF/X-4", "JPEG в RGB", "A2横版", "15厘米方卡"): read
 * as anything else, a format and its correction land on two slots (ADR 0069). A colour mode
 * followed by numbers gives a colour's values ("RGB 12 40 80"), not a format.
 */
const COMMON: Lexicon = [
  [
    'format',
    String.raw`\d+\s*[:：×x/]\s*\d+|\d+\s*px|PDF(?:/X(?:-?\d+[a-z]?)?)?s?|JPE?Gs?|PNGs?|TIFF?s?|SVGs?|EPS|GIFs?|WebP|(?:CMYK|RGB)(?!\s*[\d(])|(?:DIN[\s-]*)?A[0-7]|\d+(?:[.,]\d+)?\s*(?:cm|mm|厘米|公分|毫米|寸|см|мм|センチ|ミリ)`,
  ],
  ['colour', String.raw`#[0-9a-f]{3,8}`],
  [
    'font',
    String.raw`Inter|Helvetica(?:\s+Neue)?|Arial|Roboto|Montserrat|Garamond|Futura|Open\s+Sans|Lato|Poppins|Times(?:\s+New\s+Roman)?|Georgia|Verdana|Gill\s+Sans|Avenir|Proxima\s+Nova|Source\s+Sans|Noto\s+Sans|Playfair(?:\s+Display)?|Merriweather|Raleway|Oswald|Bebas(?:\s+Neue)?|Didot|Bodoni|Frutiger|Univers|Comic\s+Sans|IBM\s+Plex|Manrope|DM\s+Sans|Nunito|Work\s+Sans`,
  ],
];

interface Term {
  subject: Subject;
  re: RegExp;
}

const compile = (lexicon: Lexicon, left: string, right: string): Term[] =>
  lexicon.map(([subject, source]) => ({ subject, re: new RegExp(`${left}(?:${source})${right}`, 'iu') }));

const LETTER = String.raw`[\p{L}\p{N}\p{M}]`;
const common = compile(COMMON, '(?<![A-Za-z0-9])', '(?![A-Za-z0-9])');
const compiled = new WeakMap<PhraseTable, { nouns: Term[]; values: Term[] }>();

function termsOf(t: PhraseTable) {
  let terms = compiled.get(t);
  if (!terms) {
    const [left, right] = t.spaced ? [`(?<!${LETTER})`, `(?!${LETTER})`] : ['', ''];
    terms = { nouns: compile(t.nouns, left, right), values: [...compile(t.values, left, right), ...common] };
    compiled.set(t, terms);
  }
  return terms;
}

/** The subject of the leftmost term in the text; on a tie, the earlier (more specific) term. */
function leftmost(terms: readonly Term[], text: string): Subject | undefined {
  let best: { subject: Subject; at: number } | undefined;
  for (const { subject, re } of terms) {
    const at = re.exec(text)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { subject, at };
  }
  return best?.subject;
}

/** The subject a lexicon noun names ("Markenfarbe" → brand colour), or none. */
export const nounSubject = (noun: string, t: PhraseTable): Subject | undefined => leftmost(termsOf(t).nouns, noun);

/** The lexicon subject a phrase is about: a noun it names first, else a value it mentions ("teal" → colour). */
export const lexiconSubject = (text: string, t: PhraseTable): Subject | undefined =>
  leftmost(termsOf(t).nouns, text) ?? leftmost(termsOf(t).values, text);

/** Every lexicon subject a phrase mentions, nouns and values alike ("navy company" → colour and company name). */
export const lexiconSubjects = (text: string, t: PhraseTable): Set<Subject> =>
  new Set([...termsOf(t).nouns, ...termsOf(t).values].filter(({ re }) => re.test(text)).map(({ subject }) => subject));

const segmenters = new Map<string, Intl.Segmenter>();
const wordsOf = (text: string, lang: string) => {
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
};

/**
 * Without a lexicon subject, the head noun of the phrase in the user's own word ("minimalist
 * layouts for posters" → layout; "简约的设计" → 设计, found by `Intl.Segmenter` since Chinese
 * has no spaces): phrase cut where it ends, filler dropped, first or last word by the language's
 * word order, a plural `s` dropped where that is the plural.
 */
export function headWord(text: string, t: PhraseTable): string | undefined {
  const phrase = text.split(t.phraseEnd)[0];
  const words = wordsOf(phrase, t.lang)
    .map((w) => w.toLowerCase().replace(/^\p{L}['’]/u, ''))
    .filter((w) => /\p{L}/u.test(w) && !t.filler.test(w));
  const word = t.head === 'first' ? words[0] : words.at(-1);
  if (!word) return undefined;
  const plural = ['en', 'es', 'fr'].includes(t.lang) && word.length > 3 && word.endsWith('s') && !word.endsWith('ss');
  return (plural ? word.slice(0, -1) : word).slice(0, 40);
}

/** What a phrase is about: the lexicon's language-neutral subject, else its head word. */
export const subjectIn = (text: string, t: PhraseTable): string | undefined =>
  lexiconSubject(text, t) ?? headWord(text, t);
