import { TaskRuntimeService, TaskStatus, type StatusFactV1, type TaskCard } from '@lomo/contracts';
import type {
  CostCardView,
  TaskCardView,
  TaskRuntimeApi,
  TaskStatusName,
  ToolPolicyName,
} from '../../task-runtime.api';
import { fromValue, orUndefined, plain, toValue } from '../plain';
import { rpc, voidResponse, type ApiBindings, type ApiTransport } from '../rpc';

const m = TaskRuntimeService.method;

const statusOf = (name: TaskStatusName): TaskStatus => TaskStatus[name.toUpperCase() as keyof typeof TaskStatus];
const nameOf = (status: TaskStatus): TaskStatusName => TaskStatus[status].toLowerCase() as TaskStatusName;

const cardIn = (card: TaskCardView) => ({
  ...card,
  status: statusOf(card.status),
  checkpoints: card.checkpoints.map(({ cost, ...c }) => ({
    ...c,
    toolCall: c.toolCall && { tool: c.toolCall.tool, input: toValue(c.toolCall.input) },
    cost: cost && {
      limit: cost.limit,
      reason: cost.reason,
      amountMinor: BigInt(cost.amount.amountMinor),
      currency: cost.amount.currency,
      buys: cost.buys,
      leftMinor: BigInt(cost.leftMinor),
      leftTodayMinor: BigInt(cost.leftTodayMinor),
    },
  })),
});

const cardOut = (card: TaskCard | undefined): TaskCardView => {
  const { children, ...view } = plain<TaskCardView>(card);
  return {
    ...view,
    // A card without sub-agents has no list, as in-process (the wire's repeated field is never absent).
    ...(children?.length ? { children } : {}),
    status: nameOf(card!.status),
    checkpoints: card!.checkpoints.map((c, i) => ({
      ...view.checkpoints[i],
      ...(c.toolCall ? { toolCall: { tool: c.toolCall.tool, input: fromValue(c.toolCall.input) } } : {}),
      ...(c.cost ? { cost: costOut(c.cost) } : {}),
    })),
  };
};

const costOut = (cost: NonNullable<TaskCard['checkpoints'][number]['cost']>): CostCardView | undefined => ({
  limit: cost.limit as CostCardView['limit'],
  reason: cost.reason,
  amount: { amountMinor: Number(cost.amountMinor), currency: cost.currency },
  buys: cost.buys,
  leftMinor: Number(cost.leftMinor),
  leftTodayMinor: Number(cost.leftTodayMinor),
});

const action = (taskId: string) => ({ action: { taskId } });
const taskIdOf = (request: { action?: { taskId: string } }) => request.action?.taskId ?? '';

const bindings: ApiBindings<TaskRuntimeApi> = {
  // Idempotent only on an id the caller chose; without one, a retry would create a second task.
  createTask: rpc(m.createTask, {
    idempotent: (input) => Boolean(input.taskId && input.messageId),
    toRequest: (input) => ({
      brief: input.text,
      taskId: input.taskId ?? '',
      firstMessageId: input.messageId ?? '',
      kind: input.kind,
      language: input.language,
      rubric: input.rubric,
    }),
    fromRequest: (r) => [
      {
        text: r.brief,
        taskId: orUndefined(r.taskId),
        messageId: orUndefined(r.firstMessageId),
        kind: r.kind as 'lightweight' | 'persistent' | undefined,
        language: r.language,
        rubric: r.rubric,
      },
    ],
    toResponse: (result) => ({ task: { taskId: result.taskId }, messageId: result.messageId }),
    fromResponse: (r) => ({ taskId: r.task?.taskId ?? '', messageId: r.messageId }),
  }),
  deliverMessage: rpc(m.deliverMessage, {
    idempotent: true,
    toRequest: (taskId, input) => ({ taskId, messageId: input.messageId, text: input.text }),
    fromRequest: (r) => [r.taskId, { messageId: r.messageId, text: r.text }],
    ...voidResponse,
  }),
  withdrawMessage: rpc(m.withdrawMessage, {
    idempotent: true,
    toRequest: (taskId, messageId) => ({ ...action(taskId), messageId }),
    fromRequest: (r) => [taskIdOf(r), r.messageId],
    ...voidResponse,
  }),
  replaceMessage: rpc(m.replaceMessage, {
    idempotent: true,
    toRequest: (taskId, messageId, input) => ({ ...action(taskId), messageId, text: input.text }),
    fromRequest: (r) => [taskIdOf(r), r.messageId, { text: r.text }],
    ...voidResponse,
  }),
  listTasks: rpc(m.listTasks, {
    idempotent: true,
    toRequest: (query) => ({
      statuses: query?.status ? [statusOf(query.status)] : [],
      pageSize: query?.limit ?? 0,
      kind: query?.kind ?? '',
      taskIds: query?.taskIds ?? [],
    }),
    fromRequest: (r) => [
      {
        ...(r.statuses[0] ? { status: nameOf(r.statuses[0]) } : {}),
        ...(r.kind === 'lightweight' || r.kind === 'persistent' ? { kind: r.kind } : {}),
        ...(r.pageSize ? { limit: r.pageSize } : {}),
        ...(r.taskIds.length ? { taskIds: r.taskIds } : {}),
      },
    ],
    toResponse: (cards) => ({ cards: cards.map(cardIn) }),
    fromResponse: (r) => r.cards.map(cardOut),
  }),
  getTask: rpc(m.getTask, {
    idempotent: true,
    toRequest: (taskId) => ({ taskId }),
    fromRequest: (r) => [r.taskId],
    toResponse: (card) => ({ card: cardIn(card) }),
    fromResponse: (r) => cardOut(r.card),
  }),
  taskEvents: rpc(m.listTaskEvents, {
    idempotent: true,
    toRequest: (taskId, query) => ({ taskId, fromRevision: query?.fromRevision, limit: query?.limit }),
    fromRequest: (r) => [r.taskId, plain({ fromRevision: r.fromRevision, limit: r.limit })],
    toResponse: (events) => ({
      events: events.map((e) => ({ ...e, data: toValue(e.data), status: e.status && toValue(e.status) })),
    }),
    fromResponse: (r) =>
      r.events.map(({ status, ...e }) => ({
        ...plain<object>(e),
        data: fromValue(e.data),
        ...(status ? { status: fromValue(status) as StatusFactV1 } : {}),
      })) as never,
  }),
  answerCheckpoint: rpc(m.answerCheckpoint, {
    idempotent: false,
    toRequest: (taskId, answer) => ({ taskId, ...answer }),
    fromRequest: (r) => {
      const { taskId, ...answer } = plain<{ taskId: string } & Parameters<TaskRuntimeApi['answerCheckpoint']>[2]>(r);
      return [taskId, answer];
    },
    ...voidResponse,
  }),
  interrupt: rpc(m.interrupt, {
    idempotent: true,
    toRequest: action,
    fromRequest: (r) => [taskIdOf(r)],
    ...voidResponse,
  }),
  pause: rpc(m.pause, { idempotent: true, toRequest: action, fromRequest: (r) => [taskIdOf(r)], ...voidResponse }),
  resume: rpc(m.resume, { idempotent: true, toRequest: action, fromRequest: (r) => [taskIdOf(r)], ...voidResponse }),
  stop: rpc(m.stop, {
    idempotent: true,
    toRequest: (taskId, reason) => ({ ...action(taskId), reason }),
    fromRequest: (r) => [taskIdOf(r), r.reason],
    ...voidResponse,
  }),
  promoteTask: rpc(m.promoteTask, {
    idempotent: true,
    toRequest: action,
    fromRequest: (r) => [taskIdOf(r)],
    ...voidResponse,
  }),
  deleteTask: rpc(m.purgeTask, {
    idempotent: true,
    toRequest: action,
    fromRequest: (r) => [taskIdOf(r)],
    ...voidResponse,
  }),
  eraseAuthor: rpc(m.eraseAuthor, {
    idempotent: true,
    toRequest: action,
    fromRequest: (r) => [taskIdOf(r)],
    toResponse: (erased) => erased,
    fromResponse: (r) => ({ messages: r.messages, events: r.events }),
  }),
  receiveExternalEvent: rpc(m.receiveExternalEvent, {
    idempotent: true,
    toRequest: (taskId, input) => ({
      taskId,
      ...input,
      result: toValue(input.result),
      artifactIds: input.artifactIds ?? [],
    }),
    fromRequest: (r) => [
      r.taskId,
      {
        source: r.source,
        eventId: r.eventId,
        result: fromValue(r.result),
        ...(r.waitKey !== undefined ? { waitKey: r.waitKey } : {}),
        ...(r.artifactIds.length ? { artifactIds: r.artifactIds } : {}),
      },
    ],
    ...voidResponse,
  }),
  setToolPolicy: rpc(m.setToolPolicy, {
    idempotent: true,
    toRequest: (tool, policy) => ({ policy: { tool, policy } }),
    fromRequest: (r) => [r.policy?.tool ?? '', (r.policy?.policy ?? '') as ToolPolicyName],
    ...voidResponse,
  }),
  listToolPolicies: rpc(m.listToolPolicies, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (policies) => ({ policies }),
    fromResponse: (r) => r.policies.map((p) => ({ tool: p.tool, policy: p.policy as ToolPolicyName })),
  }),
};

/** TaskRuntimeApi over `lomo.task_runtime.v1.TaskRuntimeService`. */
export const taskRuntimeTransport: ApiTransport<TaskRuntimeApi> = {
  peer: 'task-runtime',
  service: TaskRuntimeService,
  bindings,
};
