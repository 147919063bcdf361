import type { SubagentView, TaskCardView } from '@lomo/service-api';
import type { TaskEvent } from '../task/task.events';
import type { Task } from '../task/task.state';
import { nodeProgressLine } from '../task/dag/plan-graph';
import { foldChildren } from '../task/subagents/children';

type Artifact = { objectId: string; jobId?: string };

/** What a card needs from the events beyond the folded task: first and last times, delivered artifacts. */
export interface CardTrail {
  createdAt?: string;
  updatedAt?: string;
  /** Artifacts results brought, in first-seen order, the latest job per object. */
  artifacts: Artifact[];
  /** The task's sub-agents and their outcomes so far (absent on trails folded before sub-agents). */
  children?: SubagentView[];
}

export const emptyTrail = (): CardTrail => ({ artifacts: [] });

/** Folds one event of task `taskId` into the trail (pure; the task-card projection keeps it between events). */
export function foldTrail(before: CardTrail, event: TaskEvent, taskId: string): CardTrail {
  const at = (event.data as { at?: string }).at;
  const times = typeof at === 'string' ? { createdAt: before.createdAt ?? at, updatedAt: at } : {};
  const children = foldChildren(before.children, event, taskId);
  const trail = children === before.children ? before : { ...before, children };
  if (event.type !== 'ExternalEventReceived' || !event.data.artifactIds?.length) return { ...trail, ...times };
  const waitKey = event.data.waitKey;
  const jobId = waitKey?.startsWith('generation:') ? waitKey.slice('generation:'.length) : undefined;
  const artifacts = new Map(trail.artifacts.map((a) => [a.objectId, a]));
  for (const id of event.data.artifactIds) artifacts.set(id, { objectId: id, ...(jobId ? { jobId } : {}) });
  return { ...trail, ...times, artifacts: [...artifacts.values()] };
}

/** The task card (brief, status and why, inbox, checklist, open cards, artifacts) from the folded task. */
export function taskCard(task: Task, events: readonly TaskEvent[], position: string): TaskCardView {
  return cardOf(
    task,
    events.reduce((trail, event) => foldTrail(trail, event, task.taskId), emptyTrail()),
    position,
  );
}

/** The same card from a trail already folded (the task-card projection). */
export function cardOf(task: Task, trail: CardTrail, position: string): TaskCardView {
  const artifacts = new Map<string, Artifact>();
  for (const item of task.checklist)
    for (const r of item.results) if (r.kind === 'artifact') artifacts.set(r.id, { objectId: r.id });
  for (const a of trail.artifacts) artifacts.set(a.objectId, a);
  return {
    taskId: task.taskId,
    workspaceId: task.workspaceId,
    kind: task.kind,
    brief: task.brief,
    ...(task.rubric ? { rubric: task.rubric } : {}),
    status: task.status,
    stopReason: task.stopReason,
    createdAt: trail.createdAt ?? '',
    updatedAt: trail.updatedAt ?? '',
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
      ...(i.dependsOn ? { dependsOn: i.dependsOn } : {}),
      ...(i.run ? { tool: i.run.tool } : {}),
      ...(i.group ? { group: i.group } : {}),
      ...(i.runCallId && i.status === 'in_progress' ? { progress: nodeProgressLine(task.checklist, i) } : {}),
    })),
    checkpoints: [...task.checkpoints.values()].map((c) => ({
      cardId: c.cardId,
      proposal: c.proposal,
      candidates: c.candidates,
      actions: c.actions,
      origin: c.origin,
      state: c.state,
      ...(c.toolCall ? { toolCall: { tool: c.toolCall.tool, input: c.toolCall.input } } : {}),
      ...(c.cost ? { cost: c.cost } : {}),
    })),
    artifacts: [...artifacts.values()],
    position,
    ...(task.parent ? { parentTaskId: task.parent.taskId } : {}),
    ...(trail.children?.length ? { children: childrenAsOf(task, trail.children) } : {}),
  };
}

/** A stopped parent hears from no child any more (its children are stopped with it): none shows as running. */
const childrenAsOf = (task: Task, children: SubagentView[]): SubagentView[] =>
  task.status === 'terminated'
    ? children.map((c) => (c.state === 'running' ? { ...c, state: 'stopped' } : c))
    : children;
