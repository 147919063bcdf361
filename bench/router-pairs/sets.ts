import { join } from 'node:path';
import { loadConversations, type Conversation } from '../router-heldout/conversation';

/** The seen routing sets the pair model learns from and is checked on, one left out at a time (never a set not yet run). */
export const SEEN_SETS = [
  'router-heldout',
  'router-heldout2',
  'router-heldout3',
  'router-heldout4',
  'router-heldout5',
  'router-heldout6',
  'router-heldout7',
  'router-heldout8',
  'router-heldout9',
  'router-heldout10',
  'router-heldout11',
  'router-heldout12',
  'router-heldout13',
  'router-heldout14',
] as const;
export type SeenSet = (typeof SEEN_SETS)[number];

export async function loadSeen(): Promise<Map<SeenSet, Conversation[]>> {
  const out = new Map<SeenSet, Conversation[]>();
  for (const set of SEEN_SETS) out.set(set, await loadConversations(join(__dirname, '..', set, 'conversations')));
  return out;
}
