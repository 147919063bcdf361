import type { EpisodeLine, EvidenceSource } from './memory.events';
import type { MemoryState } from './memory.state';

/** Lines an episode keeps at most: a summary of a stretch of work, not its transcript. */
export const EPISODE_MAX_LINES = 30;

/** One episode as the state implies it: the stretch of work one task was, in what it established. */
export interface EpisodeSummary {
  taskId: string;
  lines: EpisodeLine[];
  /** The first and last evidence the lines rest on. */
  from: string;
  until: string;
}

const taskOf = (source: EvidenceSource): string | undefined =>
  source.type === 'correction' ? undefined : source.taskId;

/**
 * The episodic summaries a state implies: for each task the person's evidence came
 * from, what that stretch of work established — each version stated or refined there, each
 * confirmation given there — oldest first. A line carries `basis`, every evidence id its
 * words derive from, so forgetting any of them drops the line. Deterministic: equal
 * states give equal episodes.
 */
export function episodesOf(state: MemoryState): Map<string, EpisodeSummary> {
  const lines = new Map<string, Array<EpisodeLine & { at: string }>>();
  const add = (evidenceId: string, line: EpisodeLine) => {
    const evidence = state.evidence.get(evidenceId);
    const taskId = evidence ? taskOf(evidence.source) : undefined;
    if (!taskId) return;
    const list = lines.get(taskId) ?? [];
    if (!list.some((l) => l.text === line.text)) list.push({ ...line, at: evidence!.at });
    lines.set(taskId, list);
  };
  for (const memory of state.memories.values())
    for (const v of memory.versions) {
      const s = v.statement;
      // A forget purges the statement of every version resting on revoked evidence and unlinks
      // revoked confirmations, so what is left here derives from valid evidence only.
      if (!s) continue;
      const said = v.link === 'ORIGIN' ? 'stated' : 'refined';
      for (const id of v.evidenceIds) add(id, { text: `${said} ${s.subject}: ${s.content}`, basis: v.basis });
      for (const id of v.confirmedBy)
        add(id, { text: `confirmed ${s.subject}: ${s.content}`, basis: [...new Set([...v.basis, id])] });
    }
  const episodes = new Map<string, EpisodeSummary>();
  for (const [taskId, list] of [...lines].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => (a.at === b.at ? a.text.localeCompare(b.text) : a.at.localeCompare(b.at)));
    const kept = list.slice(-EPISODE_MAX_LINES);
    episodes.set(taskId, {
      taskId,
      lines: kept.map(({ text, basis }) => ({ text, basis })),
      from: kept[0].at,
      until: kept[kept.length - 1].at,
    });
  }
  return episodes;
}

/**
 * Equal lines, words and basis both: a line confirmed twice in one task keeps the words of its
 * first confirmation, so forgetting that one leaves the same text on another basis — an episode
 * that must be versioned, or it would keep naming forgotten evidence (fast-check seed 449203132).
 */
const linesOf = (e: EpisodeSummary | undefined) => JSON.stringify(e?.lines.map((l) => [l.text, l.basis]) ?? []);
export const sameEpisode = (a: EpisodeSummary | undefined, b: EpisodeSummary | undefined): boolean =>
  linesOf(a) === linesOf(b);
