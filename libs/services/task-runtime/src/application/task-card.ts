import type { TaskCardView } from '@lomo/service-api';
import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';

/** The task card (brief, status and why, inbox, checklist, open cards, artifacts) from the folded task. */
export function taskCard(task: Task, events: readonly TaskEvent[], position: string): TaskCardView {
  const times = events.map((e) => (e.data as { at?: string }).at).filter((at): at is string => typeof at === 'string');
  const artifacts = new Map<string, { objectId: string; jobId?: string }>();
  for (const item of task.checklist)
    for (const r of item.results) if (r.kind === 'artifact') artifacts.set(r.id, { objectId: r.id });
  for (const e of events) {
    if (e.type === 'ExternalEventReceived') {
      const jobId = e.data.waitKey?.startsWith('generation:') ? e.data.waitKey.slice('generation:'.length) : undefined;
      for (const id of e.data.artifactIds ?? []) artifacts.set(id, { objectId: id, ...(jobId ? { jobId } : {}) });
    }
  }
  return {
    taskId: task.taskId,
    workspaceId: task.workspaceId,
    kind: task.kind,
    brief: task.brief,
    status: task.status,
    stopReason: task.stopReason,
    createdAt: times[0] ?? '',
    updatedAt: times.at(-1) ?? '',
    turns: task.turns,
    lastOutput: task.lastOutput,
    progress: task.status === 'waiting_external' ? `waiting for ${task.waitingFor.size} result(s)` : undefined,
    inbox: [...task.inbox.entries()].map(([messageId, entry]) => ({
      messageId,
      text: entry.text,
      state: entry.state,
      ...(entry.state === 'consumed' ? { consumedInTurn: entry.turn } : {}),
    })),
    checklist: task.checklist.map((i) => ({
      itemId: i.itemId,
      title: i.title,
      status: i.status,
      needsApproval: i.needsApproval,
      evidence: i.evidence,
      results: i.results,
    })),
    checkpoints: [...task.checkpoints.values()].map((c) => ({
      cardId: c.cardId,
      proposal: c.proposal,
      candidates: c.candidates,
      actions: c.actions,
      origin: c.origin,
      state: c.state,
      ...(c.toolCall ? { toolCall: { tool: c.toolCall.tool, input: c.toolCall.input } } : {}),
    })),
    artifacts: [...artifacts.values()],
    position,
  };
}
