import { COST_CONFIRMATION_REQUIRED } from '@lomo/service-api';
import type { JournalEntry } from '../task.state';
import type { CheckpointCard, CostCardFacts } from '../task.types';

/** Card ids derive from the asking call: asking again for the same call opens nothing new. */
export const costCardId = (callId: string) => `cost:${callId}`;

/**
 * The cost card for a paid call whose quote asks first: the tool's result carries the
 * quote in its details (the gateway's refusal), nothing was sent upstream, and confirming the card runs exactly that call once more
 * with the confirmation (which the gateway then lets through). Undefined for any other result.
 */
export function costCard(entry: JournalEntry, result: unknown): CheckpointCard | undefined {
  const refusal = result as { refused?: unknown; reason?: unknown; details?: CostCardFacts } | undefined;
  if (refusal?.refused !== true || refusal.reason !== COST_CONFIRMATION_REQUIRED || !refusal.details) return undefined;
  const { amount, buys, leftMinor, limit, reason, leftTodayMinor } = refusal.details;
  const price = `${(amount.amountMinor / 100).toFixed(2)} ${amount.currency}`;
  return {
    cardId: costCardId(entry.id),
    proposal: `Spend ${price} on ${buys}? ${(leftMinor / 100).toFixed(2)} ${amount.currency} left afterwards.`,
    candidates: [],
    actions: ['confirm', 'reject'],
    origin: 'cost',
    toolCall: { callId: entry.id, tool: entry.tool, input: entry.input },
    cost: { limit, reason, amount, buys, leftMinor, leftTodayMinor },
  };
}
