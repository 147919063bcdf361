import type { TopicCatalog } from '../topic-catalog';

const DAY = 24 * 3_600_000;

/**
 * Topic names, by owning service: the one place they are spelled (`npm run lint` flags a
 * `<service>.<aggregate>.v<N>` literal anywhere else). A breaking change is a new `vN`.
 */
export const TOPICS = {
  taskRuntime: { task: 'task-runtime.task.v1', wakeup: 'task-runtime.wakeup.v1' },
  generationGateway: { job: 'generation-gateway.job.v1' },
  workspace: { object: 'workspace.object.v1' },
  billing: { spend: 'billing.spend.v1' },
  memory: { memory: 'memory.memory.v1' },
  router: { routing: 'router.routing.v1' },
} as const;

/** One topic of Lomo's catalog, with what an external team needs to subscribe to it. */
export interface LomoTopic {
  name: string;
  /** What the record key is (per-key order holds for it). */
  key: string;
  /** Protobuf package of its events (`@lomo/contracts`). */
  protoPackage: string;
  /** Full type names it carries; absent = every event of the package no other topic names. */
  messages?: readonly string[];
  producer: string;
  consumers: readonly string[];
  partitions: number;
  retentionMs: number;
  /** `live`: produced today; `planned`: declared for the service's coming work. */
  status: 'live' | 'planned';
  purpose: string;
}

/**
 * The topic catalog: the single source for provisioning (`lomoTopicCatalog`) and for the
 * table in docs/topics.md (checked by `lomo-topics.spec.ts`, regenerated with
 * `npm run topics:doc`). Integration events carry ids and statuses, never user content.
 */
export const LOMO_TOPICS: readonly LomoTopic[] = [
  {
    name: TOPICS.taskRuntime.task,
    key: 'task stream id `task-{id}`',
    protoPackage: 'lomo.task_runtime.v1',
    producer: 'task-runtime (outbox publisher)',
    consumers: ['router', 'gateway', 'memory', 'generation-gateway', 'workspace', 'billing'],
    partitions: 6,
    retentionMs: 7 * DAY,
    status: 'live',
    purpose: 'task lifecycle, inbox and turn events for status fan-out, the task index and memory',
  },
  {
    name: TOPICS.taskRuntime.wakeup,
    key: 'task id',
    protoPackage: 'lomo.task_runtime.v1',
    messages: ['lomo.task_runtime.v1.TaskWakeRequested'],
    producer: 'task-runtime, gateway',
    consumers: ['task-runtime'],
    partitions: 6,
    retentionMs: 1 * DAY,
    status: 'live',
    purpose: 'wake-ups only (`TaskWakeRequested`); the event log is the truth, the watchdog re-finds lost ones',
  },
  {
    name: TOPICS.generationGateway.job,
    key: 'job stream id `genjob-{workspace}-{key}`',
    protoPackage: 'lomo.generation_gateway.v1',
    producer: 'generation-gateway (outbox publisher)',
    consumers: ['task-runtime', 'billing', 'gateway'],
    partitions: 6,
    retentionMs: 7 * DAY,
    status: 'live',
    purpose:
      'job lifecycle and progress: completions wake tasks (workspace, task, tool call, kind, state, progress, result object ids), settlements reach billing',
  },
  {
    name: TOPICS.workspace.object,
    key: 'object stream id `object-{id}`',
    protoPackage: 'lomo.workspace.v1',
    producer: 'workspace (outbox publisher)',
    consumers: ['task-runtime', 'gateway'],
    partitions: 6,
    retentionMs: 7 * DAY,
    status: 'planned',
    purpose: 'object versions and change notices for linked tasks',
  },
  {
    name: TOPICS.billing.spend,
    key: 'budget stream id `budget-{workspace}`',
    protoPackage: 'lomo.billing.v1',
    producer: 'billing (outbox publisher)',
    consumers: ['generation-gateway', 'gateway'],
    partitions: 3,
    retentionMs: 30 * DAY,
    status: 'planned',
    purpose: 'holds, captures, refunds and approvals',
  },
  {
    name: TOPICS.memory.memory,
    key: 'memory stream id `memory-{workspace}-{user}`',
    protoPackage: 'lomo.memory.v1',
    producer: 'memory (outbox publisher)',
    consumers: ['router', 'task-runtime'],
    partitions: 3,
    retentionMs: 7 * DAY,
    status: 'live',
    purpose: 'forget cascades reaching other services (the task index, history summaries)',
  },
  {
    name: TOPICS.router.routing,
    key: 'main thread stream id `main-{workspace}-{user}`',
    protoPackage: 'lomo.router.v1',
    producer: 'router (outbox publisher)',
    consumers: ['gateway'],
    partitions: 3,
    retentionMs: 7 * DAY,
    status: 'planned',
    purpose: 'routing decisions of main-thread messages',
  },
];

/** The catalog `MessageBus.provision` takes: every topic, and one consumer group per consuming service. */
export function lomoTopicCatalog(): TopicCatalog {
  const services = [...new Set(LOMO_TOPICS.flatMap((t) => t.consumers))].sort();
  return {
    topics: LOMO_TOPICS.map((t) => ({ name: t.name, partitions: t.partitions, retentionMs: t.retentionMs })),
    groups: services.map((service) => ({
      name: service,
      topics: LOMO_TOPICS.filter((t) => t.consumers.includes(service)).map((t) => t.name),
    })),
  };
}

/** The event types each topic carries, given every registered integration event type. */
export function topicEvents(allEvents: readonly string[]): Map<string, string[]> {
  const claimed = new Set(LOMO_TOPICS.flatMap((t) => t.messages ?? []));
  return new Map(
    LOMO_TOPICS.map((t) => [
      t.name,
      t.messages
        ? [...t.messages]
        : allEvents.filter((e) => e.startsWith(`${t.protoPackage}.`) && !claimed.has(e)).sort(),
    ]),
  );
}

/** The markdown table docs/topics.md embeds between its `topics:begin`/`topics:end` markers. */
export function renderTopicTable(allEvents: readonly string[]): string {
  const carried = topicEvents(allEvents);
  const rows = LOMO_TOPICS.map((t) => {
    const events = carried
      .get(t.name)!
      .map((e) => `\`${e.split('.').pop()}\``)
      .join(', ');
    const retention = `${Math.round(t.retentionMs / DAY)} d`;
    return `| \`${t.name}\` | ${t.status} | ${t.key} | ${events} | ${t.producer} | ${t.consumers.join(', ')} | ${t.partitions} | ${retention} | ${t.purpose} |`;
  });
  return [
    '| topic | status | key | events (`lomo.<service>.v1.*`) | producer | consumer groups | partitions | retention | purpose |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
