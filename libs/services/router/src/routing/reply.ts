import type { TaskCardView } from '@lomo/service-api';
import type { RouteCandidate } from './route';

/** The answer in the main thread: only each task's short description and status. */
export function replyFor(
  intent: 'status' | 'where',
  recent: readonly TaskCardView[],
  candidates: readonly RouteCandidate[],
): string {
  const line = (t: { brief: string; status: string }) => `“${t.brief}” — ${t.status.replace(/_/g, ' ')}`;
  if (intent === 'where') {
    const best = candidates.find((c) => c.score > 0);
    return best ? `That is in the task ${line(best)}.` : 'I found no task about that.';
  }
  if (!recent.length) return 'Nothing is running: there are no active tasks.';
  const shown = recent.slice(0, 10);
  const more = recent.length > shown.length ? ` (and ${recent.length - shown.length} more)` : '';
  return `${recent.length} active task${recent.length === 1 ? '' : 's'}${more}: ${shown.map(line).join('; ')}.`;
}
