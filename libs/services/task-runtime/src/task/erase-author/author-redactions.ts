import type { EventRedaction } from '@lomo/event-store';

/** A stored event of a task stream, as the erasure reads it. */
export interface AuthoredEvent {
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

/**
 * Below this length a text is erased where it is a whole value only, never cut out of longer
 * strings: "ok" or "yes" would otherwise be cut out of every word that holds them.
 */
export const MIN_CUT_CHARS = 12;

const MESSAGE_EVENTS = new Set(['MessageDelivered', 'MessageReplaced']);

/**
 * A person's words in a task they did not create (ADR 0057, a person's erasure): every message
 * they sent it (`MessageDelivered`/`MessageReplaced` whose actor is them) loses its text, and
 * each of those texts is erased from every other event of the stream where it was copied — a
 * step's input, a tool call's arguments, a summary —, whole values and (from `MIN_CUT_CHARS`
 * on) substrings. What the model wrote *about* their words in its own (a paraphrase) is not
 * found: that is the task's work, kept with the task. Pure and idempotent: an erased stream
 * yields nothing.
 */
export function authorRedactions(
  events: readonly AuthoredEvent[],
  actor: string,
): { redactions: EventRedaction[]; messages: number } {
  const texts = new Set<string>();
  const theirs = new Set<string>();
  for (const e of events)
    if (MESSAGE_EVENTS.has(e.type) && e.metadata?.actor === actor) {
      theirs.add(e.id);
      const text = (e.data as { text?: unknown }).text;
      if (typeof text === 'string' && text.trim()) texts.add(text);
    }
  if (texts.size === 0) return { redactions: [], messages: 0 };
  const cuttable = [...texts].filter((t) => t.length >= MIN_CUT_CHARS).sort((a, b) => b.length - a.length);
  const erase = (value: string): string =>
    texts.has(value) ? '' : cuttable.reduce((s, t) => (s.includes(t) ? s.split(t).join('') : s), value);
  const redactions: EventRedaction[] = [];
  for (const e of events) {
    const data = theirs.has(e.id) ? { ...(e.data as object), text: '' } : e.data;
    const next = deepMap(data, erase);
    if (JSON.stringify(next) !== JSON.stringify(e.data)) redactions.push({ eventId: e.id, data: next });
  }
  return { redactions, messages: [...theirs].filter((id) => redactions.some((r) => r.eventId === id)).length };
}

/** `value` with every string (object keys aside) passed through `map`. */
function deepMap(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((v) => deepMap(v, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepMap(v, map)]));
  return value;
}
