import type { EpisodeView } from '@lomo/service-api';
import type { Episode, MemoryState } from '../domain/memory.state';

/**
 * An episode as the API shows it: each line with the evidence its words rest on. A line
 * resting on evidence that is revoked (or unknown) is never shown — the decider drops such
 * lines in the forget's own append already; this keeps a view from ever getting ahead of it.
 * Undefined when no line is left.
 */
export function episodeView(state: MemoryState, episode: Episode): EpisodeView | undefined {
  const lines = episode.lines.flatMap((line) => {
    const evidence = line.basis.map((id) => state.evidence.get(id));
    if (evidence.some((e) => !e || e.revoked || e.excerpt === undefined)) return [];
    return [
      {
        text: line.text,
        evidence: evidence.map((e) => ({
          evidenceId: e!.evidenceId,
          source: e!.source,
          excerpt: e!.excerpt!,
          at: e!.at,
        })),
      },
    ];
  });
  if (lines.length === 0) return undefined;
  return { taskId: episode.taskId, version: episode.version, from: episode.from, until: episode.until, lines };
}

/** Every episode with lines left, the most recent stretch of work first. */
export const episodeViews = (state: MemoryState): EpisodeView[] =>
  [...state.episodes.values()]
    .map((e) => episodeView(state, e))
    .filter((e): e is EpisodeView => e !== undefined)
    .sort((a, b) => b.until.localeCompare(a.until) || a.taskId.localeCompare(b.taskId));
