import type { Evidence, MemoryState } from './memory.state';

/**
 * The agent's `remember` copies of a forgotten statement (issue 28, R-9.5). A copy rests on its
 * tool call, not on the message it repeats, so provenance alone never reaches it: "Vollkorn for
 * every headline", noted by the agent after the person said "we set everything in Vollkorn",
 * would outlive the forget. A copy is found by the words that make the statement *this* fact —
 * the words of its content that are not its subject's, not a function word and not in any fact
 * the person still holds — and it goes with the statement when it repeats one of them. Only
 * inferences resting on tool calls alone are ever taken this way: never a statement the person
 * made (each of those goes by its own evidence).
 */

const WORDS = new Intl.Segmenter('und', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Grammar words of the six languages long enough to pass the length rule: they say how, not
 * what, so a note sharing one of them shares no fact. (Shorter words never count.)
 */
const FUNCTION_WORDS = new Set(
  (
    'this that these those with from have will would what when where which they them their there here your yours ours ' +
    'about always never just only also very much more most some every everything everyone everywhere like want need ' +
    'make made please really thing things should could into over than then each ' +
    'para como pero este esta esto estos estas todo todos toda todas nuestro nuestra nuestros nuestras siempre nunca ' +
    'quiero queremos usamos también muy cada favor ' +
    'dass diese dieser dieses eine einen einem einer unser unsere unseren unserem unserer immer nicht bitte wird ' +
    'werden sind haben alles alle auch sehr jede jeden ' +
    'это этот эта эти наш наша наше наши нашу нашей всегда никогда пожалуйста хочу хотим очень тоже всё все ' +
    'каждый только ' +
    '我们 我的 这个 那个 一直 总是 所有 请 私たち いつも すべて 全部'
  ).split(' '),
);

const wordsOf = (text: string): string[] =>
  [...WORDS.segment(text.normalize('NFC').toLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment);

const long = (word: string) => (CJK.test(word) ? word.length >= 2 : word.length >= 4 && /\p{L}/u.test(word));

/** Pure: the words of `content` that name its fact, leaving out the words of `common` (its subject, the person's other facts). */
export function distinctiveWords(content: string, common: readonly string[]): string[] {
  const excluded = new Set(common.flatMap(wordsOf));
  return [...new Set(wordsOf(content))].filter((w) => long(w) && !FUNCTION_WORDS.has(w) && !excluded.has(w));
}

/** Whether `text` holds `word`: as a word in a spaced script, as characters in Han or kana. */
export const repeats = (text: string, word: string) =>
  CJK.test(word) ? text.includes(word) : wordsOf(text).includes(word);

/**
 * Pure: the evidence of every inference (resting on tool calls alone) that repeats a distinctive
 * word of a user-stated version the forget purges. `purged` are the versions the revoked
 * evidence takes; `kept` says which versions survive it.
 */
export function copiesOfForgotten(
  state: MemoryState,
  purged: ReadonlyArray<{ memoryId: string; version: number }>,
  kept: (memoryId: string, version: number) => boolean,
): string[] {
  const forgotten = purged.flatMap(({ memoryId, version }) => {
    const s = state.memories.get(memoryId)?.versions.find((v) => v.version === version)?.statement;
    return s?.origin === 'user_stated' ? [s] : [];
  });
  if (forgotten.length === 0) return [];
  const held = [...state.memories.values()].flatMap((m) =>
    m.versions
      .filter((v) => v.state !== 'purged' && v.statement?.origin === 'user_stated' && kept(m.memoryId, v.version))
      .map((v) => v.statement!.content),
  );
  const words = [...new Set(forgotten.flatMap((s) => distinctiveWords(s.content, [s.subject, ...held])))];
  if (words.length === 0) return [];
  const fromTool = (ids: readonly string[]) =>
    ids.every((id) => (state.evidence.get(id) as Evidence | undefined)?.source.type === 'tool');
  const copies = new Set<string>();
  for (const m of state.memories.values())
    for (const v of m.versions) {
      const s = v.statement;
      if (!s || s.origin !== 'model_inferred' || !kept(m.memoryId, v.version) || !fromTool(v.basis)) continue;
      const text = `${s.subject} ${s.content}`;
      if (words.some((w) => repeats(text, w))) v.basis.forEach((id) => copies.add(id));
    }
  return [...copies];
}
