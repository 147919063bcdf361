import { timelineProblem, type Timeline, type TimelineEntry } from './timeline';

/**
 * A timeline travels as the render job's prompt (the job stream keeps it, the provenance of the
 * rendered object shows it): JSON, read back strictly.
 */
export const encodeTimeline = (timeline: Timeline): string => JSON.stringify(timeline);

const isEntry = (e: unknown): e is TimelineEntry => {
  if (e === null || typeof e !== 'object') return false;
  const { object, title, seconds } = e as Record<string, unknown>;
  return (
    typeof seconds === 'number' &&
    (object === undefined || typeof object === 'string') &&
    (title === undefined || typeof title === 'string')
  );
};

/** The timeline of a render prompt; undefined when it is not one or cannot be rendered. */
export function decodeTimeline(prompt: string): Timeline | undefined {
  let value: unknown;
  try {
    value = JSON.parse(prompt);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const t = value as Record<string, unknown>;
  if (!Array.isArray(t['entries']) || !t['entries'].every(isEntry)) return undefined;
  if (t['transition'] !== 'cut' && t['transition'] !== 'crossfade') return undefined;
  if (t['audio'] !== undefined && typeof t['audio'] !== 'string') return undefined;
  for (const n of ['crossfadeSeconds', 'width', 'height', 'fps'])
    if (typeof t[n] !== 'number' || !Number.isFinite(t[n])) return undefined;
  const timeline = value as Timeline;
  return timelineProblem(timeline) ? undefined : timeline;
}
