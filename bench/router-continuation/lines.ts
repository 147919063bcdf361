import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadConversations } from '../router-heldout/conversation';
import { TRAINING_SET } from '../router-acts/training-set';

/** The seen routing sets the continuation model learns from (never bench/router-heldout4). */
export const SEEN_SETS = ['router-heldout', 'router-heldout2', 'router-heldout3'] as const;

/** Labelled acts of the routing sets that continue a live task, and those that start work. */
const CONTINUES = new Set(['follow_up_edit', 'correction', 'cancel_or_pause', 'ambiguous']);
const STARTS = new Set(['new_request', 'one_off']);

export interface Line {
  /** `acts` (bench/router-acts) or the routing set it comes from. */
  set: string;
  text: string;
  /** 1: continues a live task; 0: starts new work. */
  label: 0 | 1;
  vector?: number[];
}

/**
 * The continuation model's training lines: the act training set's follow-ups, corrections and
 * pauses against its new requests and one-offs, and the seen sets' labelled lines alike (an
 * exact repeat is neither: it is the duplicate check's).
 */
export async function trainingLines(): Promise<Line[]> {
  const out: Line[] = [];
  for (const [act, , text] of TRAINING_SET) {
    if (act === 'follow_up' || act === 'correction' || act === 'cancel') out.push({ set: 'acts', text, label: 1 });
    if (act === 'new_request' || act === 'one_off') out.push({ set: 'acts', text, label: 0 });
  }
  for (const set of SEEN_SETS)
    for (const c of await loadConversations(join(__dirname, '..', set, 'conversations')))
      for (const m of c.messages) {
        const act = (m as { act?: string }).act ?? '';
        if (CONTINUES.has(act) && m.expect.outcome !== 'create_persistent') out.push({ set, text: m.text, label: 1 });
        if (STARTS.has(act) && m.expect.outcome.startsWith('create')) out.push({ set, text: m.text, label: 0 });
      }
  return out;
}

/** What the checked-in weights were trained on: a changed line makes them stale. */
export const trainingSha = (lines: readonly Line[]) =>
  createHash('sha256')
    .update(JSON.stringify(lines.map((l) => [l.set, l.label, l.text])))
    .digest('hex');
