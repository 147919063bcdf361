import {
  BOUNDARIES,
  DETERMINERS,
  JA_BOUNDARY,
  JA_FILLERS,
  LINKS,
  OPENERS,
  RU_BOUNDARIES,
  ZH_BOUNDARY,
  ZH_FILLERS,
  ZH_OPENERS,
} from './naming-span-words';

/** How many words one span keeps: a name, not a sentence. */
const MAX_WORDS = 8;
/** How many spans the naming text joins. */
const MAX_SPANS = 3;

type Opener = 'preposition' | 'determiner' | 'bare';

interface Span {
  words: string[];
  opener: Opener;
}

const PUNCTUATION = /^[,.:;!?()[\]{}…—–\n]$/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * The words of a line that name the piece it is about — "the flyer for the bakery" of "add valid
 * until March to the flyer for the bakery", "russischen Karte mit dem Birkenzweig" of "Zur
 * russischen Karte mit dem Birkenzweig: bitte …", "歌のシート" of "歌のシートにふりがなをつけて" —
 * cut by closed classes alone (`naming-span-words.ts`): a span opens at a preposition or
 * determiner, runs over the name's own prepositions ("for", "mit", "del", "для") and ends at
 * punctuation, a pronoun, a modal, an edit verb or a filler. Pure; no vocabulary of anyone's.
 * In order, spans opened by a preposition or determiner; a line without one gives its opening
 * words. Empty when the line names nothing ("thanks!").
 */
export function namingSpans(text: string): string[] {
  const line = text.trim();
  if (KANA.test(line)) return cjkSpans(line.replace(JA_FILLERS, ''), JA_BOUNDARY, /^(?:その|あの|この|例の)/u);
  if (HAN.test(line) && !/[\p{Script=Latin}\p{Script=Cyrillic}]{3}/u.test(line))
    return cjkSpans(line.replace(ZH_FILLERS, ''), ZH_BOUNDARY, ZH_OPENERS);
  return wordSpans(line);
}

/**
 * The text embedded for the naming spans: up to three spans joined, the name's words only — a
 * follow-up's edit ("add valid until March") left out, so its meaning is the piece's, whatever
 * language the edit is in. Empty when the line names nothing.
 */
export function namingText(text: string): string {
  return namingSpans(text).slice(0, MAX_SPANS).join(', ');
}

function wordSpans(line: string): string[] {
  const tokens = line.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}'’"“”„«»‹›]/gu) ?? [];
  const boundaries = CYRILLIC.test(line) ? RU_BOUNDARIES : BOUNDARIES;
  const cyrillic = CYRILLIC.test(line);
  const spans: Span[] = [];
  // `open`: the span's last word is a preposition or determiner, so a name may go on.
  let cur: (Span & { content: number; open: boolean }) | undefined;
  let started = false;
  const close = () => {
    if (cur && cur.content > 0) spans.push({ words: trimEnd(cur.words), opener: cur.opener });
    cur = undefined;
  };
  const open = (opener: Opener) => {
    close();
    cur = { words: [], opener, content: 0, open: true };
    started = true;
  };
  tokens.forEach((token, i) => {
    if (PUNCTUATION.test(token)) return close();
    const word = token.toLowerCase();
    const next = tokens[i + 1]?.toLowerCase();
    const nextNames = next !== undefined && !PUNCTUATION.test(next) && !boundaries.has(next);
    // A genitive article ("das Foto der Kirche", "l'affiche des soldes") joins like "of".
    if (cur && cur.content > 0 && LINKS.has(word) && nextNames) {
      cur.words.push(token);
      cur.open = true;
      return;
    }
    if (DETERMINERS.has(word)) {
      // After a word of a name a determiner starts another; after "for", "mit", "del" it goes on.
      if (!cur || !cur.open) open('determiner');
      else if (cur.content > 0) cur.words.push(token);
      return;
    }
    if (OPENERS.has(word) || LINKS.has(word)) {
      if (cur && cur.content > 0) {
        // "for", "mit", "del" join a name's parts; "to the", "auf dem", "на" start another name.
        const another = OPENERS.has(word) && !LINKS.has(word) && (DETERMINERS.has(next ?? '') || cyrillic);
        if (another && nextNames) open('preposition');
        else if (nextNames) {
          cur.words.push(token);
          cur.open = true;
        } else close();
        return;
      }
      if (nextNames && (OPENERS.has(word) || !started)) {
        if (cur) cur.opener = 'preposition';
        else open('preposition');
      }
      return;
    }
    if (boundaries.has(word)) {
      close();
      started = true;
      return;
    }
    if (!cur) open('bare');
    if (cur!.words.length < MAX_WORDS) cur!.words.push(token);
    cur!.content++;
    cur!.open = false;
  });
  close();
  const named = spans.filter((s) => s.opener !== 'bare');
  const chosen = named.length ? named : spans.slice(0, 1);
  return chosen.map((s) => s.words.join(' '));
}

/** A name's last words are its own, not a dangling "of" or "the". */
function trimEnd(words: readonly string[]): string[] {
  const out = [...words];
  while (out.length && (LINKS.has(out.at(-1)!.toLowerCase()) || DETERMINERS.has(out.at(-1)!.toLowerCase()))) out.pop();
  return out;
}

/**
 * Japanese and Chinese: the line's pieces between boundaries (particles after a noun, or adverbs,
 * modals and edit verbs), each without a leading demonstrative; the first that names something
 * (two characters or more) first.
 */
function cjkSpans(line: string, boundary: RegExp, opener: RegExp): string[] {
  const global = new RegExp(boundary.source, 'gu');
  const pieces = line
    .split(global)
    .map((p) => (p ?? '').replace(opener, '').trim())
    .filter((p) => [...p].filter((ch) => /[\p{L}\p{N}]/u.test(ch)).length >= 2);
  return pieces.slice(0, 1);
}
