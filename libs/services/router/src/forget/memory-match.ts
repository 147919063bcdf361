import { MEMORY_CONCEPTS } from './memory-concepts';

/** What the matcher reads of a memory: its subject, its words, and what its earlier versions said. */
export interface NamedMemory {
  memoryId: string;
  subject: string;
  content: string;
  /** Every version (`MemoryView.versions`): a value once held and since replaced is still the memory's to forget. */
  versions?: ReadonlyArray<{ version: number; state: string; content?: string }>;
}

/** What a text is about: concepts (any language), and the other words that must be found as they are. */
interface Terms {
  concepts: Set<string>;
  /** Words outside the concepts (Latin, Cyrillic…), plural `s` dropped. */
  words: string[];
  /** Japanese or Chinese runs outside the concepts, particles taken out. */
  runs: string[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_FILLER = /私|わたし|僕|俺|のこと|について|[のをはがも]|我们|我|咱们|关于|的|了/gu;
const STOPWORDS = new Set(
  (
    'a an the my our your of for in on to is are was be and or me we us that this it about what said told you with at by from all its ' +
    'der die das den dem des ein eine einen einem mein meine meinen meinem unser unsere ist sind und oder ich mir mich wir uns über von für mit zu im am ' +
    'el la los las un una mi mis nuestro nuestra nuestros nuestras de del y o es son que sobre para con en lo ' +
    'le les une ma mon mes notre nos du des et ou est sont sur pour avec ' +
    'мой моя моё мое мои мою моего наш наша наше наши нашу и или это о об про в на с для я мы'
  ).split(' '),
);

const STEMS = Object.entries(MEMORY_CONCEPTS).flatMap(([concept, stems]) => stems.map((stem) => ({ concept, stem })));

const singular = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** A concept stem in one word: inside it when long enough, else starting it. */
const stemIn = (stem: string, word: string) =>
  stem.length >= 5 ? word.includes(stem) : word.startsWith(stem) && word.length <= stem.length + 2;

function termsOf(text: string): Terms {
  const terms: Terms = { concepts: new Set(), words: [], runs: [] };
  for (const token of text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}'’-]+/gu) ?? []) {
    const word = token.replace(/['’-]+$|^['’-]+/g, '');
    if (CJK.test(word)) {
      let rest = word;
      for (const { concept, stem } of STEMS)
        if (CJK.test(stem) && rest.includes(stem)) {
          terms.concepts.add(concept);
          rest = rest.split(stem).join(' ');
        }
      terms.runs.push(...rest.replace(CJK_FILLER, ' ').split(/\s+/).filter(Boolean));
      continue;
    }
    for (const part of word.split(/['’-]/)) {
      if (part.length < 2 || STOPWORDS.has(part)) continue;
      const hits = STEMS.filter(({ stem }) => stemIn(stem, part));
      for (const { concept } of hits) terms.concepts.add(concept);
      if (hits.length === 0) terms.words.push(singular(part));
    }
  }
  return terms;
}

/** Pure: the concepts (language-neutral, `MEMORY_CONCEPTS`) the word lexicon reads in a text. */
export const conceptsOf = (text: string): ReadonlySet<string> => termsOf(text).concepts;

const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** One named thing (no conjunction in it) against one memory: every concept and every other word of it must be there. */
function names(part: Terms, memory: Pick<NamedMemory, 'subject' | 'content'>): boolean {
  if (part.concepts.size + part.words.length + part.runs.length === 0) return false;
  const text = `${memory.subject} ${memory.content}`;
  const said = termsOf(text);
  const allWords = (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map(singular);
  const lower = text.toLowerCase();
  return (
    [...part.concepts].every((c) => said.concepts.has(c)) &&
    part.words.every((w) => allWords.some((m) => sameWord(w, m))) &&
    part.runs.every((r) => lower.includes(r))
  );
}

/** "font and my logo", "Schrift, Markenfarbe": each thing named on its own. */
const PARTS = /\s*(?:[,，、;；]|\s(?:and|und|y|et|и)\s)\s*/iu;

/**
 * Pure: what of `memory` the target (a forget's words) names. `memory`: its subject or what it
 * says now — all of it goes. A list of version numbers: only values it held before a correction
 * ("we use Vollkorn", read as the brand colour, then replaced by "make the colour teal") — those
 * go, with what rests on them, and the correction is read again (the memory service's
 * `forgetMemory(…, { versions })`). Undefined: nothing of it.
 */
export function namedVersions(target: string, memory: NamedMemory): 'memory' | number[] | undefined {
  const parts = target.split(PARTS).map(termsOf);
  if (parts.some((part) => names(part, memory))) return 'memory';
  const older = (memory.versions ?? []).filter(
    (v) =>
      v.state === 'superseded' &&
      v.content !== undefined &&
      parts.some((part) => names(part, { subject: memory.subject, content: v.content! })),
  );
  return older.length > 0 ? older.map((v) => v.version) : undefined;
}

/**
 * Pure: the memories `target` (a forget's words, in any of the seven languages) names, in the
 * order given. A memory is named when everything the target says — each concept ("brand
 * colour" = brand + colour, in whatever language) and each other word — is in its subject or
 * the content of any of its versions, the current one or one since replaced; a word short of
 * that names nothing, so a forget never takes more than was said.
 */
export function matchMemories<M extends NamedMemory>(target: string, memories: readonly M[]): M[] {
  return memories.filter((memory) => namedVersions(target, memory) !== undefined);
}
