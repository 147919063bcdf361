/**
 * Where a message typed quickly on a phone ends a sentence without punctuation. Read by
 * `sentencesOf` after Unicode's breaks, so that a run-on ("hi its dora from the kite shop 🪁 can u
 * make a banner", "主色用墨绿 下一张画个茶壶") is read as the statement and the request it holds, not
 * as one request in which the statement is lost (ADR 0071).
 */

/**
 * An emoji followed by more words stands where a full stop would: people close a thought with one.
 * Not ©, ® or ™, which Unicode counts as pictographs but sit inside names. A skin tone or a
 * variation selector after the emoji belongs to it.
 */
const EMOJI_STOP = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\u{FE0F}?)\s+(?=[\p{L}\p{N}])/gu;
const NOT_EMOJI = /[©®™]\u{FE0F}?$/u;

/**
 * Chinese and Japanese put no space between words, so a space between two of their characters is
 * typed where "。" or "，" would be. In Japanese a space between two Han or katakana runs may part a
 * full name ("山田 花子"), so there one side must be hiragana.
 */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー`;
const CJK_STOP = new RegExp(String.raw`(?<=[${CJK}])\s+(?=[${CJK}])`, 'gu');
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;

/** The pieces of one sentence between the stops a phone typist leaves, each a substring of it. */
export function splitAtTypedStops(sentence: string): string[] {
  const japanese = KANA.test(sentence);
  const cuts: Array<{ at: number; length: number }> = [];
  for (const m of sentence.matchAll(EMOJI_STOP)) {
    if (!NOT_EMOJI.test(sentence.slice(0, m.index))) cuts.push({ at: m.index, length: m[0].length });
  }
  for (const m of sentence.matchAll(CJK_STOP)) {
    const before = sentence[m.index - 1];
    const after = sentence[m.index + m[0].length];
    if (!japanese || HIRAGANA.test(before) || HIRAGANA.test(after)) cuts.push({ at: m.index, length: m[0].length });
  }
  if (cuts.length === 0) return [sentence];
  cuts.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let start = 0;
  for (const { at, length } of cuts) {
    if (at < start) continue;
    parts.push(sentence.slice(start, at));
    start = at + length;
  }
  parts.push(sentence.slice(start));
  return parts;
}
