import type { EventRedaction, RecordedEvent } from '@lomo/event-store';

/** Fields of billing events that hold words, not references: blanked when the event names the task. */
const TEXT_FIELDS = new Set(['description', 'reason', 'note', 'title', 'label', 'text', 'summary', 'memo']);

/**
 * Pure: the rewrites that take a deleted task out of billing's streams (R-10.8, ADR 0018).
 * Amounts, currencies and times stay for accounting; every string naming the task (a job id
 * `genjob-{ws}-{taskId}:…`, a task id) becomes the pseudonym `alias` gives it — the same
 * original always gets the same pseudonym, so a hold and its capture or refund still pair up
 * and the ledger still balances per job; text fields of such an event are blanked; metadata
 * values naming the task go.
 */
export function budgetRedactions(
  events: readonly RecordedEvent[],
  taskId: string,
  alias: (original: string) => string,
): EventRedaction[] {
  const redactions: EventRedaction[] = [];
  for (const recorded of events) {
    if (!JSON.stringify(recorded.data).includes(taskId) && !JSON.stringify(recorded.metadata).includes(taskId))
      continue;
    const metadata = Object.fromEntries(
      Object.entries(recorded.metadata).filter(([, v]) => !(typeof v === 'string' && v.includes(taskId))),
    );
    redactions.push({ eventId: recorded.id, data: rewrite(recorded.data, taskId, alias), metadata });
  }
  return redactions;
}

function rewrite(value: unknown, taskId: string, alias: (original: string) => string, field = ''): unknown {
  if (typeof value === 'string') {
    if (TEXT_FIELDS.has(field)) return '';
    return value.includes(taskId) ? alias(value) : value;
  }
  if (Array.isArray(value)) return value.map((v) => rewrite(v, taskId, alias, field));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, taskId, alias, k)]));
  return value;
}
