import { GEN_JOB_STREAMS, statusFactOf, TASK_STREAMS, type JobStatusFactV1 } from '@lomo/contracts';
import type { TaskStatusName } from '@lomo/service-api';

/**
 * One line of the live status stream: what a person reads on a task card
 * ("generating image · 40%"), plus structured fields a client can draw. `id` is the global
 * log position of the event it came from — the SSE event id a reconnect resumes after.
 */
export interface StatusUpdate {
  id: string;
  workspaceId: string;
  taskId?: string;
  jobId?: string;
  /** The type of the event the line describes. */
  type: string;
  line: string;
  status?: TaskStatusName;
  progress?: { label: string; done?: number; total?: number; percent?: number };
  /** a message was received into the inbox, or a step has read it. */
  message?: { messageIds: string[]; state: 'received' | 'consumed' };
  /** The line is of a sub-agent of this task: the parent's stream shows it too. */
  parentTaskId?: string;
  /** The task stream was purged: clients drop the card. */
  deleted?: boolean;
  at?: string;
}

/** Per-stream memory the projection keeps between events: tool names by call id, the checklist, a job's task. */
export interface StatusMemory {
  tools: Record<string, string>;
  checklist?: Array<{ itemId: string; title: string; status: string }>;
  /** A job stream's task and job, from its `job.requested` fact. */
  job?: { taskId: string; jobId: string };
  /** A task stream's parent (a sub-agent's), from its `task.created` fact; null: it has none. */
  parentTaskId?: string | null;
}

/** An event as the status stream sees it: its stream, its type and the status fact its producer recorded. */
export interface StatusSource {
  streamId: string;
  type: string;
  metadata?: Readonly<Record<string, unknown>>;
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();

/** `generate_image` → "generating image"; unknown verbs read as "running <tool>". */
export function toolPhrase(tool: string): string {
  const [verb, ...rest] = words(tool).split(' ');
  const ing: Record<string, string> = {
    generate: 'generating',
    create: 'creating',
    edit: 'editing',
    read: 'reading',
    write: 'writing',
    search: 'searching',
    update: 'updating',
    render: 'rendering',
    upscale: 'upscaling',
    delete: 'deleting',
    remember: 'remembering',
    recall: 'recalling',
    get: 'getting',
    list: 'listing',
  };
  return ing[verb] ? [ing[verb], ...rest].join(' ') : `running ${words(tool)}`;
}

const NEXT_LINES: Record<string, [string, TaskStatusName]> = {
  idle: ['finished', 'idle'],
  rescheduling: ['continuing in a new turn', 'rescheduling'],
  waiting_external: ['waiting for a result', 'waiting_external'],
  awaiting_approval: ['waiting for your answer', 'awaiting_approval'],
};

const CONTROL_LINES: Record<string, [string, TaskStatusName]> = {
  paused: ['paused', 'paused'],
  resumed: ['resumed', 'idle'],
  interrupted: ['interrupted; back to idle, state kept', 'idle'],
};

type Line = Omit<StatusUpdate, 'id' | 'workspaceId'>;

/** A job's fact: its line and progress, on its task's stream. */
function jobLine(fact: JobStatusFactV1, memory: StatusMemory, base: Line): Line {
  if (fact.kind === 'job.requested') memory.job = { taskId: fact.taskId, jobId: fact.jobId };
  const label = fact.kind === 'job.requested' ? 'generation requested' : `generation ${fact.status}`;
  const percent = fact.kind === 'job.progressed' ? fact.percent : undefined;
  return {
    ...base,
    taskId: memory.job?.taskId,
    jobId: memory.job?.jobId,
    line: percent === undefined ? label : `${label} · ${Math.round(percent)}%`,
    progress: { label, percent: percent === undefined ? undefined : Math.round(percent) },
  };
}

/**
 * Describes one event of a task (`task-*`) or generation job (`genjob-*`) stream from the
 * status fact its producer recorded (status contract v1, `@lomo/contracts`) — never from the
 * producers' private event types. Pure: the caller supplies the position, workspace and
 * per-stream memory. An event without a fact (recorded before the contract) reads as its type.
 */
export function describe(source: StatusSource, memory: StatusMemory): Line {
  const fact = statusFactOf(source.metadata);
  const taskId = TASK_STREAMS.idOf(source.streamId);
  if (fact?.kind === 'task.created') memory.parentTaskId = fact.parentTaskId ?? null;
  const parent = taskId && memory.parentTaskId ? { parentTaskId: memory.parentTaskId } : {};
  const base: Line = {
    type: source.type,
    ...(taskId ? { taskId } : {}),
    ...parent,
    at: fact?.at,
    line: words(source.type),
  };
  if (!fact) return GEN_JOB_STREAMS.owns(source.streamId) ? { ...base, ...memory.job } : base;
  switch (fact.kind) {
    case 'job.requested':
    case 'job.progressed':
      return jobLine(fact, memory, base);
    case 'task.created':
      return { ...base, line: `new task: ${fact.brief.slice(0, 120)}`, status: 'idle' };
    case 'message.received':
      return { ...base, line: 'message received', message: { messageIds: [fact.messageId], state: 'received' } };
    case 'turn.started':
      return { ...base, line: 'working', status: 'running' };
    case 'step.decided': {
      for (const call of fact.toolCalls) memory.tools[call.callId] = call.tool;
      const consumed = fact.consumedMessageIds;
      const planned = fact.toolCalls.length
        ? `planned: ${fact.toolCalls.map((c) => toolPhrase(c.tool)).join(', ')}`
        : 'thinking';
      return {
        ...base,
        line: consumed.length ? `read your message · ${planned}` : planned,
        ...(consumed.length ? { message: { messageIds: consumed, state: 'consumed' as const } } : {}),
      };
    }
    case 'tool.started': {
      const tool = memory.tools[fact.callId];
      const label = tool ? toolPhrase(tool) : 'running a tool';
      return { ...base, line: label, progress: { label } };
    }
    case 'tool.completed': {
      const tool = memory.tools[fact.callId];
      if (fact.submitted)
        return { ...base, line: `${tool ? words(tool) : 'generation'}: submitted, waiting for the result` };
      return { ...base, line: tool ? `${words(tool)}: done` : 'tool call done' };
    }
    case 'tool.outcome_unknown':
      return { ...base, line: 'a tool call was interrupted; checking what happened' };
    case 'plan.set': {
      memory.checklist = fact.items.map((i) => ({ itemId: i.itemId, title: i.title, status: 'open' }));
      const n = fact.items.length;
      return {
        ...base,
        line: `plan: ${n} step${n === 1 ? '' : 's'}`,
        progress: { label: 'planned', done: 0, total: n },
      };
    }
    case 'plan.item': {
      const list = memory.checklist ?? [];
      const index = list.findIndex((i) => i.itemId === fact.itemId);
      if (index >= 0 && fact.status) list[index].status = fact.status;
      const done = list.filter((i) => i.status === 'done' || i.status === 'dropped').length;
      const title = index >= 0 ? list[index].title : fact.itemId;
      const state = fact.status ? words(fact.status) : 'updated';
      const label = list.length ? `step ${index + 1} of ${list.length} · ${title} · ${state}` : `${title} · ${state}`;
      return { ...base, line: label, progress: { label, done, total: list.length || undefined } };
    }
    case 'checkpoint.opened':
      return { ...base, line: `waiting for your answer: ${fact.proposal ?? ''}`.trim(), status: 'awaiting_approval' };
    case 'checkpoint.answered':
      return { ...base, line: `you answered: ${fact.action}` };
    case 'turn.completed': {
      const [line, status] = NEXT_LINES[fact.next] ?? ['turn completed', 'idle'];
      return { ...base, line, status };
    }
    case 'result.received': {
      const suffix = fact.artifacts ? ` · ${fact.artifacts} artifact${fact.artifacts === 1 ? '' : 's'}` : '';
      // A result that does not wake the task and closes the last open item finishes it (the runtime's stop check, R-6.2).
      const list = memory.checklist ?? [];
      if (!fact.wakes && list.length > 0 && list.every((i) => i.status === 'done' || i.status === 'dropped'))
        return { ...base, line: `finished${suffix}`, status: 'idle' };
      return { ...base, line: `result received from ${fact.source}${suffix}` };
    }
    case 'control': {
      if (fact.action === 'stopped') return { ...base, line: `stopped: ${fact.reason ?? ''}`, status: 'terminated' };
      const [line, status] = CONTROL_LINES[fact.action];
      return { ...base, line, status };
    }
    case 'noted':
      return { ...base, line: fact.label };
  }
}
