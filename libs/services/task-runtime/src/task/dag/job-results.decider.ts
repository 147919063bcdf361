import type { ChecklistItem, TaskEvent } from '../task.events';
import { evolveTask, type ReceivedResult, type Task } from '../task.state';

const GENERATION = 'generation:';

/** The job id of a generation wait key (`generation:<jobId>`), else undefined. */
export const jobIdOf = (waitKey: string | undefined): string | undefined =>
  waitKey?.startsWith(GENERATION) ? waitKey.slice(GENERATION.length) : undefined;

/**
 * A generation's result applied to the plan item its job is linked to (R-6.1 item↔result):
 * the artifacts become the item's results, and the item closes with them as evidence once
 * every job linked to it has delivered. Nothing when no item holds the job yet, the result
 * carries no artifact (failed, cancelled), or the item is already done — so an item closes
 * exactly once whichever of the result and the call's completion comes first.
 */
export function applyJobResult(task: Task, waitKey: string, received: ReceivedResult, at: string): TaskEvent[] {
  const jobId = jobIdOf(waitKey);
  const { source, artifactIds } = received;
  const item = jobId
    ? task.checklist.find((i) => i.results.some((r) => r.kind === 'job' && r.id === jobId))
    : undefined;
  if (!item || artifactIds.length === 0) return [];
  const jobsDone = item.results.every(
    (r) => r.kind !== 'job' || r.id === jobId || task.receivedResults.has(`${GENERATION}${r.id}`),
  );
  const closes = !item.needsApproval && item.status !== 'done' && jobsDone;
  return [
    {
      type: 'ChecklistItemUpdated',
      data: {
        itemId: item.itemId,
        ...(closes
          ? { status: 'done' as const, evidence: `artifact ${artifactIds.join(', ')} from job ${jobId}` }
          : {}),
        addResults: artifactIds.map((id) => ({ kind: 'artifact' as const, id })),
        by: `system:${source}`,
        at,
      },
    },
  ];
}

/**
 * A job a call submitted is linked to a plan item (R-6.1 item↔result): the first open item
 * with no result, never past an item that waits for the user's approval; when every item
 * before that checkpoint already has work, the last of them takes it (several drafts, one item).
 *
 * The job's result may already be in the stream — it can arrive before the call that
 * submitted it completes, e.g. while a crashed worker's call is re-run. Then the
 * link applies it at once: otherwise no later event would, and the item would stay open.
 */
export function linkJob(task: Task, waitingFor: string | undefined, at: string, node?: ChecklistItem): TaskEvent[] {
  const jobId = jobIdOf(waitingFor);
  if (!jobId) return [];
  const item = node ?? guessItem(task);
  if (!item) return [];
  const linked: TaskEvent = {
    type: 'ChecklistItemUpdated',
    data: {
      itemId: item.itemId,
      status: 'in_progress',
      addResults: [{ kind: 'job', id: jobId }],
      by: `agent:${task.taskId}`,
      at,
    },
  };
  const received = task.receivedResults.get(waitingFor!);
  if (!received) return [linked];
  const afterLink = evolveTask({ ...task, exists: true }, linked) as Task;
  return [linked, ...applyJobResult(afterLink, waitingFor!, received, at)];
}

/** A call of the model's own (not a plan node the runtime ran): the first open item with no result, before a gate. */
function guessItem(task: Task): ChecklistItem | undefined {
  const gate = task.checklist.findIndex((i) => i.needsApproval && i.status !== 'done' && i.status !== 'dropped');
  const before = (gate < 0 ? task.checklist : task.checklist.slice(0, gate)).filter(
    // Nodes with a call of their own are the runtime's to run, never a home for another job.
    (i) => (i.status === 'open' || i.status === 'in_progress') && i.run === undefined,
  );
  return before.find((i) => i.results.length === 0) ?? before.filter((i) => i.status === 'in_progress').at(-1);
}
