import { GEN_JOB_STREAMS, TASK_STREAMS } from '@lomo/contracts';
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
  /** The task stream was purged: clients drop the card. */
  deleted?: boolean;
  at?: string;
}

/** Per-task memory the projection keeps between events: which tool each call id runs, the checklist so far. */
export interface StatusMemory {
  tools: Record<string, string>;
  checklist?: Array<{ itemId: string; title: string; status: string }>;
}

export interface StatusSource {
  streamId: string;
  type: string;
  data: unknown;
}

type Data = Record<string, unknown>;

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

const percentOf = (data: Data): number | undefined => {
  const value = data['percent'] ?? data['progress'];
  return typeof value === 'number' && value >= 0 && value <= 100 ? Math.round(value) : undefined;
};

const NEXT_LINES: Record<string, [string, TaskStatusName]> = {
  idle: ['finished', 'idle'],
  rescheduling: ['continuing in a new turn', 'rescheduling'],
  waiting_external: ['waiting for a result', 'waiting_external'],
  awaiting_approval: ['waiting for your answer', 'awaiting_approval'],
};

/**
 * Describes one event of a task (`task-*`) or generation job (`genjob-*`) stream. Pure: the
 * caller supplies the position, workspace and per-task memory. Event types it does not know
 * (new runtime events, job events) still yield a readable line from their type name.
 */
export function describe(source: StatusSource, memory: StatusMemory): Omit<StatusUpdate, 'id' | 'workspaceId'> {
  const data = (source.data ?? {}) as Data;
  const at = typeof data['at'] === 'string' ? (data['at'] as string) : undefined;
  if (GEN_JOB_STREAMS.owns(source.streamId)) {
    const percent = percentOf(data);
    const label = typeof data['status'] === 'string' ? `generation ${data['status']}` : words(source.type);
    return {
      type: source.type,
      jobId: typeof data['jobId'] === 'string' ? (data['jobId'] as string) : undefined,
      taskId: typeof data['taskId'] === 'string' ? (data['taskId'] as string) : undefined,
      line: percent === undefined ? label : `${label} · ${percent}%`,
      progress: { label, percent },
      at,
    };
  }
  const taskId = TASK_STREAMS.idOf(source.streamId);
  const base = { type: source.type, taskId, at };
  switch (source.type) {
    case 'TaskCreated':
      return { ...base, line: `new task: ${String(data['brief'] ?? '').slice(0, 120)}`, status: 'idle' };
    case 'MessageDelivered':
      return {
        ...base,
        line: 'message received',
        message: { messageIds: [String(data['messageId'])], state: 'received' },
      };
    case 'TurnStarted':
      return { ...base, line: 'working', status: 'running' };
    case 'StepDecided': {
      const calls = (data['toolCalls'] as Array<{ id: string; tool: string }> | undefined) ?? [];
      for (const call of calls) memory.tools[call.id] = call.tool;
      const consumed = (data['consumedMessageIds'] as string[] | undefined) ?? [];
      const line = calls.length ? `planned: ${calls.map((c) => toolPhrase(c.tool)).join(', ')}` : 'thinking';
      return {
        ...base,
        line: consumed.length ? `read your message · ${line}` : line,
        ...(consumed.length ? { message: { messageIds: consumed, state: 'consumed' as const } } : {}),
      };
    }
    case 'ToolCallStarted': {
      const tool = memory.tools[String(data['callId'])];
      const label = tool ? toolPhrase(tool) : 'running a tool';
      return { ...base, line: label, progress: { label } };
    }
    case 'ToolCallCompleted': {
      const tool = memory.tools[String(data['callId'])];
      if (data['progress'] === 'generation_submitted')
        return { ...base, line: `${tool ? words(tool) : 'generation'}: submitted, waiting for the result` };
      return { ...base, line: tool ? `${words(tool)}: done` : 'tool call done' };
    }
    case 'ChecklistSet': {
      const items = (data['items'] as Array<{ itemId: string; title: string }> | undefined) ?? [];
      memory.checklist = items.map((i) => ({ itemId: i.itemId, title: i.title, status: 'open' }));
      return {
        ...base,
        line: `plan: ${items.length} step${items.length === 1 ? '' : 's'}`,
        progress: { label: 'planned', done: 0, total: items.length },
      };
    }
    case 'ChecklistItemUpdated': {
      const list = memory.checklist ?? [];
      const index = list.findIndex((i) => i.itemId === data['itemId']);
      if (index >= 0 && typeof data['status'] === 'string') list[index].status = data['status'] as string;
      const done = list.filter((i) => i.status === 'done' || i.status === 'dropped').length;
      const title = index >= 0 ? list[index].title : String(data['itemId']);
      const state = typeof data['status'] === 'string' ? words(data['status'] as string) : 'updated';
      const label = list.length ? `step ${index + 1} of ${list.length} · ${title} · ${state}` : `${title} · ${state}`;
      return { ...base, line: label, progress: { label, done, total: list.length || undefined } };
    }
    case 'CheckpointOpened': {
      const card = (data['card'] ?? {}) as { proposal?: string };
      return { ...base, line: `waiting for your answer: ${card.proposal ?? ''}`.trim(), status: 'awaiting_approval' };
    }
    case 'CheckpointAnswered':
      return { ...base, line: `you answered: ${String(data['action'])}` };
    case 'ToolCallOutcomeUnknown':
      return { ...base, line: 'a tool call was interrupted; checking what happened' };
    case 'TurnCompleted': {
      const [line, status] = NEXT_LINES[String(data['next'])] ?? ['turn completed', 'idle'];
      return { ...base, line, status };
    }
    case 'ExternalEventReceived': {
      const result = (data['result'] ?? {}) as Data;
      const artifacts = ((data['artifactIds'] ?? result['objectIds']) as string[] | undefined)?.length ?? 0;
      const suffix = artifacts ? ` · ${artifacts} artifact${artifacts === 1 ? '' : 's'}` : '';
      // A result that does not wake the task and closes the last open item finishes it (the runtime's stop check, R-6.2).
      const list = memory.checklist ?? [];
      if (
        data['wakes'] === false &&
        list.length > 0 &&
        list.every((i) => i.status === 'done' || i.status === 'dropped')
      )
        return { ...base, line: `finished${suffix}`, status: 'idle' };
      return { ...base, line: `result received from ${String(data['source'])}${suffix}` };
    }
    case 'TaskPaused':
      return { ...base, line: 'paused', status: 'paused' };
    case 'TaskResumed':
      return { ...base, line: 'resumed', status: 'idle' };
    case 'TaskInterrupted':
      return { ...base, line: 'interrupted; back to idle, state kept', status: 'idle' };
    case 'TaskStopped':
      return { ...base, line: `stopped: ${String(data['reason'] ?? '')}`, status: 'terminated' };
    default: {
      const detail = ['progress', 'title', 'proposal', 'summary']
        .map((k) => data[k])
        .find((v) => typeof v === 'string') as string | undefined;
      const percent = percentOf(data);
      const line = detail ? `${words(source.type)}: ${detail}` : words(source.type);
      return {
        ...base,
        line,
        ...(percent !== undefined || typeof data['progress'] === 'string'
          ? { progress: { label: detail ?? line, percent } }
          : {}),
      };
    }
  }
}
