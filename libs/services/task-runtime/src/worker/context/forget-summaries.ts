import { forgottenSpans, withoutSpans } from '@lomo/service-api';
import type { TaskEvent } from '../../task/task.events';
import { historyUnits } from './history';
import { extractiveSummariser } from './summariser';
import { countTokens } from './tokens';

/** A stored event of a task stream, as the redaction needs it. */
export interface StoredTaskEvent {
  id: string;
  type: string;
  data: unknown;
}

/** A summary event's new payload. */
export interface SummaryRedaction {
  eventId: string;
  data: unknown;
}

const extractive = extractiveSummariser();

/**
 * The task's part of a forget (issue 28, R-9.5): its `HistorySummarised` texts lose the
 * forgotten statements. The words are found in the task's own copy of each named message
 * (`forgottenSpans`; the topic carries ids only). A summary the offline summariser wrote is
 * summarised again, in place, from the same segment with those words cut from every turn —
 * the user's message and any echo of it by the agent or a tool — so no clipped fragment is
 * left and the rest reads as before; another summariser's text has the words cut. Pure and
 * idempotent: a clean summary yields nothing.
 */
export async function summaryRedactions(
  events: readonly StoredTaskEvent[],
  evidenceIds: readonly string[],
): Promise<SummaryRedaction[]> {
  const typed = events.map((e) => ({ type: e.type, data: e.data }) as TaskEvent);
  const words = new Set<string>();
  const cleanTexts = new Map<string, string>();
  for (const e of typed)
    if (e.type === 'MessageDelivered' || e.type === 'MessageReplaced') {
      const spans = forgottenSpans(e.data.messageId, e.data.text, evidenceIds);
      spans.forEach((s) => words.add(e.data.text.slice(s.start, s.end)));
      if (spans.length > 0) cleanTexts.set(e.data.messageId, withoutSpans(e.data.text, spans));
    }
  if (words.size === 0) return [];
  const cut = (text: string) => [...words].filter(Boolean).reduce((t, w) => t.split(w).join(''), text);
  const cleaned = typed.map((e): TaskEvent =>
    (e.type === 'MessageDelivered' || e.type === 'MessageReplaced') && cleanTexts.has(e.data.messageId)
      ? ({ ...e, data: { ...e.data, text: cleanTexts.get(e.data.messageId)! } } as TaskEvent)
      : e,
  );
  const redactions: SummaryRedaction[] = [];
  for (const [i, e] of typed.entries()) {
    if (e.type !== 'HistorySummarised') continue;
    const { from, to } = e.data;
    let text = cut(e.data.text);
    if (e.data.summariser === extractive.name) {
      const units = historyUnits(cleaned.slice(0, to), from).map((u) => ({
        ...u,
        turns: u.turns.map((t) => ({ ...t, content: cut(t.content) })),
      }));
      text = await extractive.summarise({ from, to, units });
    }
    if (text !== e.data.text)
      redactions.push({ eventId: events[i].id, data: { ...e.data, text, tokens: countTokens(text) } });
  }
  return redactions;
}
