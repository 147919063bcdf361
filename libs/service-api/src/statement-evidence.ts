import { v5 as uuidV5 } from 'uuid';

/** Lomo's UUID namespace (RFC 9562 §5.5): every derived id is a version-5 UUID under it. */
const LOMO_NAMESPACE = '6f1c2b7e-4d0a-4c8e-9a51-2e7d9b3f0c64';

/**
 * The platform's one derived id: a UUID (version 5) named by its parts, so the same input always
 * names the same thing — a retried post, spawn or extraction appends nothing twice — and the
 * id passes every UUID check at the edge. The first part says what kind of thing it names, so
 * two kinds never collide on the same inputs.
 */
export function stableId(...parts: string[]): string {
  return uuidV5(parts.join('\0'), LOMO_NAMESPACE);
}

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The evidence id of one statement in one message: the message reference plus a digest of
 * what it says, so two statements of a message are forgotten apart, and the same sentence
 * read again names the same, possibly revoked, evidence. The digest also lets a service that
 * holds the message find the forgotten words in it (`forgottenSpans`) while `MemoryForgotten`
 * carries ids only.
 */
export const statementEvidenceId = (messageId: string, excerpt: string) =>
  `msg:${messageId}:${stableId(squash(excerpt))}`;

/** A range of a message's text, `[start, end)` in UTF-16 code units. */
export interface TextSpan {
  start: number;
  end: number;
}

/** Most substrings tried per message; past it the whole message counts as forgotten. @default 200000 */
const MAX_TRIED = 200_000;
/** An excerpt's longest length (memory's own limit). */
const MAX_EXCERPT = 2_000;
const WORD = /[\p{L}\p{N}_]/u;
/** Scripts written without spaces: every character is a possible edge of an excerpt. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

function edges(text: string): number[] {
  const at: number[] = [];
  for (let i = 0; i <= text.length; i++) {
    const before = text[i - 1];
    const after = text[i];
    const inWord = before && after && WORD.test(before) && WORD.test(after);
    if (!inWord || UNSPACED.test(before) || UNSPACED.test(after)) at.push(i);
  }
  return at;
}

/**
 * Where the statements behind `evidenceIds` stand in message `messageId`'s `text`: every
 * substring between word edges whose digest is one of theirs (every occurrence). Evidence of
 * the message whose words are no longer found — or a message too long to search — makes the
 * whole message the span: what cannot be located is left out whole, never kept.
 */
export function forgottenSpans(messageId: string, text: string, evidenceIds: readonly string[]): TextSpan[] {
  const prefix = `msg:${messageId}:`;
  const wanted = new Set(evidenceIds.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length)));
  if (wanted.size === 0) return [];
  const at = edges(text);
  const found = new Set<string>();
  const spans: TextSpan[] = [];
  let tried = 0;
  for (let a = 0; a < at.length; a++) {
    if (/\s/.test(text[at[a]] ?? ' ')) continue;
    for (let b = a + 1; b < at.length && at[b] - at[a] <= MAX_EXCERPT; b++) {
      if (++tried > MAX_TRIED) return [{ start: 0, end: text.length }];
      const digest = stableId(squash(text.slice(at[a], at[b])));
      if (wanted.has(digest)) {
        found.add(digest);
        spans.push({ start: at[a], end: at[b] });
      }
    }
  }
  return found.size === wanted.size ? spans : [{ start: 0, end: text.length }];
}

/** `text` without `spans` (overlapping ones merged); what is left keeps its positions' order. */
export function withoutSpans(text: string, spans: readonly TextSpan[]): string {
  const sorted = [...spans].sort((x, y) => x.start - y.start);
  let out = '';
  let from = 0;
  for (const s of sorted) {
    if (s.start > from) out += text.slice(from, s.start);
    from = Math.max(from, s.end);
  }
  return out + text.slice(from);
}
