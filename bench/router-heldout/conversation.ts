import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type JSONSchemaType } from 'ajv';

export const OUTCOMES = ['create_persistent', 'create_lightweight', 'attach', 'answer_in_main', 'ask_user'] as const;
export const ACTS = [
  'new_request',
  'one_off',
  'follow_up_edit',
  'correction',
  'status_question',
  'craft_question',
  'greeting',
  'cancel_or_pause',
  'forget_request',
  'duplicate_request',
  'ambiguous',
] as const;
/** Languages that must each have {@link MIN_USERS_PER_LANGUAGE} users and {@link MIN_MESSAGES_PER_LANGUAGE} messages; French is extra. */
export const REQUIRED_LANGUAGES = ['en', 'es', 'ru', 'de', 'ja', 'zh'] as const;
export const MIN_MESSAGES = 600;
export const MIN_USERS = 15;
export const MIN_USERS_PER_LANGUAGE = 2;
export const MIN_MESSAGES_PER_LANGUAGE = 80;
export const MIN_PERSISTENT_TASKS = 5;

export type Outcome = (typeof OUTCOMES)[number];
export type Act = (typeof ACTS)[number];

/**
 * What a reasonable assistant does with the message. `task` is the user's own key: the task a
 * `create_*` message starts, the task an `attach` goes to, or for `ask_user` the keys the card
 * should offer (`'a|b'`). `acceptable` lists other outcomes a reasonable assistant might take
 * (lenient score): a bare outcome reuses `task`'s keys; `'attach:key'` or `'ask_user:a|b'`
 * names its own.
 */
export interface Expectation {
  outcome: Outcome;
  task?: string;
  acceptable?: string[];
}

/** One message a simulated user posts to the main thread, in order. */
export interface HeldOutMessage {
  id: string;
  /** Simulated day; without `at` the router is not given it, so only the order is real. */
  day: number;
  /**
   * The message's simulated time (ISO 8601, UTC), posted as `at` (issue 27 item 5; the platform
   * must run with `ROUTER_SIMULATED_TIME`). Sets before B10h6 carry none and are posted without.
   */
  at?: string;
  /** The language of most of the words; `mixed_lang` lines are left out of "language kept". */
  lang: string;
  act: Act;
  text: string;
  expect: Expectation;
  /** What makes the line hard: object_ref, no_name, distractor_name, same_kind, return_after_days, typo, mixed_lang, … */
  tags?: string[];
}

/** One user's file under `conversations/`. */
export interface Conversation {
  user: string;
  lang: string;
  /** Who is writing, for a reader of the set; never sent to the router. */
  persona: string;
  /** Every task key the conversation starts, with what it is. */
  tasks: Record<string, string>;
  messages: HeldOutMessage[];
}

/** The set breaks one of its own rules; `reasons` says which, one line each. */
export class MalformedSet extends Error {
  constructor(readonly reasons: string[]) {
    super(`the held-out routing set is malformed:\n- ${reasons.join('\n- ')}`);
    this.name = 'MalformedSet';
  }
}

const KEY = '[a-z][a-z0-9_]*';

const schema: JSONSchemaType<Conversation> = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'lang', 'persona', 'tasks', 'messages'],
  properties: {
    user: { type: 'string', pattern: `^[a-z]{2}_[a-z]+$` },
    lang: { type: 'string', pattern: '^[a-z]{2}$' },
    persona: { type: 'string', minLength: 1 },
    tasks: {
      type: 'object',
      required: [],
      propertyNames: { type: 'string', pattern: `^${KEY}$` } as never,
      additionalProperties: { type: 'string', minLength: 1 },
    },
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'day', 'lang', 'act', 'text', 'expect'],
        properties: {
          id: { type: 'string', pattern: `^[a-z]{2}_[a-z]+_\\d{2}$` },
          day: { type: 'integer', minimum: 1 },
          at: { type: 'string', nullable: true, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$' },
          lang: { type: 'string', pattern: '^[a-z]{2}$' },
          act: { type: 'string', enum: [...ACTS] },
          text: { type: 'string', minLength: 1 },
          expect: {
            type: 'object',
            additionalProperties: false,
            required: ['outcome'],
            properties: {
              outcome: { type: 'string', enum: [...OUTCOMES] },
              task: { type: 'string', pattern: `^${KEY}(\\|${KEY})*$`, nullable: true },
              acceptable: {
                type: 'array',
                nullable: true,
                items: { type: 'string', pattern: `^(${OUTCOMES.join('|')})(:${KEY}(\\|${KEY})*)?$` },
              },
            },
          },
          tags: { type: 'array', nullable: true, items: { type: 'string' } },
        },
      },
    },
  },
};

const validateShape = new Ajv({ allErrors: true }).compile(schema);

/** The keys a label names: `'a|b'` → `['a', 'b']`. */
export const keysOf = (task?: string): string[] => (task ? task.split('|') : []);

/** An outcome and the task keys it must reach, read from `expect` or one `acceptable` entry. */
export interface Target {
  outcome: Outcome;
  keys: string[];
}

/** The strict target first, then each acceptable one; a bare outcome borrows `expect.task`'s keys where they mean a task. */
export function targetsOf(expect: Expectation): Target[] {
  const ownKeys = expect.outcome === 'attach' || expect.outcome === 'ask_user' ? keysOf(expect.task) : [];
  const extra = (expect.acceptable ?? []).map((entry): Target => {
    const [outcome, keys] = entry.split(':') as [Outcome, string | undefined];
    return { outcome, keys: keys === undefined ? ownKeys : keysOf(keys) };
  });
  return [{ outcome: expect.outcome, keys: ownKeys }, ...extra];
}

/** What one message's label gets wrong, given the keys its conversation started before it. */
function messageProblems(m: HeldOutMessage, known: ReadonlySet<string>): string[] {
  const e = m.expect;
  const creates = e.outcome === 'create_persistent' || e.outcome === 'create_lightweight';
  const problems: string[] = [];
  if (creates && !e.task) problems.push(`${m.id}: ${e.outcome} names no task key`);
  if (creates && e.task && known.has(e.task)) problems.push(`${m.id}: starts ${e.task}, which already exists`);
  if (e.outcome === 'answer_in_main' && e.task) problems.push(`${m.id}: answer_in_main names a task (use attach:key)`);
  if ((e.outcome === 'attach' || e.outcome === 'ask_user') && !e.task)
    problems.push(`${m.id}: ${e.outcome} names no task`);
  if (e.outcome === 'ask_user' && keysOf(e.task).length < 2)
    problems.push(`${m.id}: ask_user offers fewer than two keys`);
  for (const t of targetsOf(e)) {
    if (t.outcome === 'attach' && t.keys.length === 0) problems.push(`${m.id}: acceptable attach names no task`);
    for (const key of t.keys)
      if (!known.has(key)) problems.push(`${m.id}: ${t.outcome} names ${key}, not started before this message`);
  }
  if (m.act === 'duplicate_request' && e.outcome !== 'attach') problems.push(`${m.id}: a repeat must attach`);
  return problems;
}

/** Rules within one conversation: keys known when named, five persistent tasks, days in order, the legend complete. */
function conversationProblems(c: Conversation): string[] {
  const known = new Set<string>();
  const persistent = new Set<string>();
  const problems: string[] = [];
  let day = 0;
  let at = '';
  for (const m of c.messages) {
    if (!m.id.startsWith(`${c.user}_`)) problems.push(`${m.id}: id does not start with ${c.user}_`);
    if (m.day < day) problems.push(`${m.id}: day ${m.day} comes after day ${day}`);
    day = m.day;
    // The platform refuses a time before the thread's last message (409 simulated_time_backwards).
    if (m.at && m.at < at) problems.push(`${m.id}: at ${m.at} comes before ${at}`);
    at = m.at ?? at;
    problems.push(...messageProblems(m, known));
    if (m.expect.outcome.startsWith('create_') && m.expect.task) known.add(m.expect.task);
    if (m.expect.outcome === 'create_persistent' && m.expect.task) persistent.add(m.expect.task);
  }
  if (persistent.size < MIN_PERSISTENT_TASKS)
    problems.push(`${c.user}: ${persistent.size} persistent tasks, at least ${MIN_PERSISTENT_TASKS} are needed`);
  const legend = Object.keys(c.tasks);
  problems.push(
    ...legend.filter((k) => !known.has(k)).map((k) => `${c.user}: task ${k} is described but never started`),
    ...[...known].filter((k) => !legend.includes(k)).map((k) => `${c.user}: task ${k} is started but not described`),
  );
  return problems;
}

/** Rules over the whole set: size, users, languages, unique ids. */
function setProblems(set: Conversation[]): string[] {
  const messages = set.flatMap((c) => c.messages);
  const ids = messages.map((m) => m.id);
  const users = (lang: string) => set.filter((c) => c.lang === lang).length;
  const lines = (lang: string) => messages.filter((m) => m.lang === lang).length;
  return [
    ...(messages.length < MIN_MESSAGES ? [`${messages.length} messages, at least ${MIN_MESSAGES} are needed`] : []),
    ...(set.length < MIN_USERS ? [`${set.length} users, at least ${MIN_USERS} are needed`] : []),
    ...REQUIRED_LANGUAGES.filter((l) => users(l) < MIN_USERS_PER_LANGUAGE).map(
      (l) => `${users(l)} users write in ${l}, at least ${MIN_USERS_PER_LANGUAGE} are needed`,
    ),
    ...REQUIRED_LANGUAGES.filter((l) => lines(l) < MIN_MESSAGES_PER_LANGUAGE).map(
      (l) => `${lines(l)} messages in ${l}, at least ${MIN_MESSAGES_PER_LANGUAGE} are needed`,
    ),
    ...(new Set(ids).size < ids.length ? ['two messages share an id'] : []),
    ...(new Set(set.map((c) => c.user)).size < set.length ? ['two files share a user'] : []),
  ];
}

/**
 * Reads every `*.json` under `dir` and checks the set's rules.
 * @throws MalformedSet naming every broken rule, before anything is posted.
 */
export async function loadConversations(dir: string): Promise<Conversation[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const parsed = await Promise.all(
    names.map(async (name) => {
      try {
        const json: unknown = JSON.parse(await readFile(join(dir, name), 'utf8'));
        if (validateShape(json))
          return json.user === name.replace(/\.json$/, '') ? { json } : { errors: [`${name}: user is ${json.user}`] };
        return { errors: (validateShape.errors ?? []).map((e) => `${name}${e.instancePath}: ${e.message}`) };
      } catch (error) {
        return { errors: [`${name}: ${(error as Error).message}`] };
      }
    }),
  );
  const shapeErrors = parsed.flatMap((p) => p.errors ?? []);
  if (shapeErrors.length) throw new MalformedSet(shapeErrors);
  const set = parsed.flatMap((p) => (p.json ? [p.json] : []));
  const problems = [...setProblems(set), ...set.flatMap(conversationProblems)];
  if (problems.length) throw new MalformedSet(problems);
  return set;
}
