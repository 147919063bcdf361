import { STOPWORDS } from './route-rules';
import { sameWord } from './similarity';

/**
 * Determiners that present a thing as already known ("the invitation", "auf die Einladung", "en
 * el cartel", "sur l'affiche", "на плакате") or as new ("a poster", "noch ein Plakat", "otro
 * cartel", "ещё один плакат"). Closed grammar words of the Latin- and Cyrillic-script router
 * languages, not anyone's vocabulary: a line that names a live piece's word after a definite
 * determiner talks about that piece even when the rest of it describes new content ("on the
 * invitation, a dinosaur with a party hat"), and one that names it after an indefinite one asks
 * for another piece of that kind. Japanese and Chinese have no articles: there a demonstrative
 * ("那张…", "その…") or "another"/"new" ("再做一张…", "新しい…") right before the piece's
 * characters does the same (`CJK_GIVEN`, `CJK_NEW`).
 */
const GIVEN = new Set(
  (
    'the this that these those ' +
    'der die das dem den des im am beim vom zum zur ins diese dieser dieses diesem diesen ' +
    'el la los las del al este esta estos estas ese esa esos esas ' +
    'le les du au aux ce cet cette ces ' +
    'этот эта это эту этом этой тот та ту том той на во'
  ).split(' '),
);
const NEW = new Set(
  (
    'a an another new ' +
    'ein eine einen einem einer eines neue neuen neuer neues weitere weiteren weiteres ' +
    'un una unos unas otro otra otros otras nuevo nueva nuevos nuevas ' +
    'une autre nouveau nouvel nouvelle ' +
    'новый новая новое новую новой ещё еще другой другую другое один одна одну'
  ).split(' '),
);
/** How far back a determiner may stand from its noun: one adjective between ("the green poster"). */
const REACH = 2;

const CJK_GIVEN = /(?:[那这這该該](?:[张張个個份段支条條款版幅])?|その|あの|この|例の|さっきの)/gu;
const CJK_NEW = /(?:[再另又]?[做来來画畫要]?一[张張个個份段支条條款版幅]|新しい|もう一つ|もうひとつ|別の|新的|另一)/gu;
/** How many characters after the marker the piece's characters may start. */
const CJK_REACH = 4;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Markers whose next few characters hold two consecutive characters of the piece's texts. */
function cjkFramed(line: string, marker: RegExp, piece: string): number {
  let n = 0;
  for (const m of line.matchAll(marker)) {
    const after = line.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + CJK_REACH + 1);
    for (let i = 0; i + 1 < after.length; i++) {
      const two = after.slice(i, i + 2);
      if (CJK.test(two[0]) && CJK.test(two[1]) && piece.includes(two)) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** What a line's determiners say of one piece's words: named as known, or as another one. */
export interface ReferenceFrames {
  /** Words of the piece's texts the line names after a definite determiner, at most 2. */
  given: number;
  /** Words of the piece's texts the line names after an indefinite or "another", at most 2. */
  introduced: number;
}

/**
 * How the line frames the words it shares with a piece's texts (its brief, what was said to it):
 * for each such word, the nearest determiner within `REACH` words before it decides. The
 * Russian prepositions "на"/"в" count as definite: "на плакате" is said of a poster that exists.
 */
export function referenceFrames(line: string, pieceTexts: readonly string[]): ReferenceFrames {
  const tokens = line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const piece = new Set(pieceTexts.flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []));
  const pieceWords = [...piece].filter((w) => !STOPWORDS.has(w) && !GIVEN.has(w) && !NEW.has(w));
  let given = 0;
  let introduced = 0;
  tokens.forEach((word, i) => {
    if (word.length < 2 || STOPWORDS.has(word) || GIVEN.has(word) || NEW.has(word)) return;
    if (!piece.has(word) && !pieceWords.some((w) => sameWord(word, w))) return;
    for (let back = 1; back <= REACH && i - back >= 0; back++) {
      const before = tokens[i - back];
      if (GIVEN.has(before) || (before === 'в' && back === 1)) {
        given++;
        return;
      }
      if (NEW.has(before)) {
        introduced++;
        return;
      }
    }
  });
  if (CJK.test(line)) {
    const piece = pieceTexts.join('\n');
    given += cjkFramed(line, CJK_GIVEN, piece);
    introduced += cjkFramed(line, CJK_NEW, piece);
  }
  return { given: Math.min(given, 2), introduced: Math.min(introduced, 2) };
}
