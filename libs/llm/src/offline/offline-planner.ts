import type { ModelInput, ModelMessage, ProposedToolCall, ToolSpec } from '../port/chat-model.port';
import { type CallOutcome, PHRASES, type Phrases } from './phrases';
import { analyzeRequest, type MediaKind, pickLanguage } from './request-analysis';
import { fillSchema } from './schema-fill';
import { CHARACTER_CHANGE, characterOf, dagPlan, wantsDag, type Generators } from './dag-plans';

/** The most items one request makes offline: a plausible series, never a runaway batch. */
export const OFFLINE_MAX_ITEMS = 6;
/** Items of a "series" that names no number. */
export const OFFLINE_SERIES_SIZE = 3;

/**
 * How the runtime words the user's rejection of a card ("I rejected: <proposal>"): the planner
 * must read it as closing that proposal, never as a new request (docs/chaos.md, finding 3).
 */
export const REJECTION_NOTE_PREFIX = 'I rejected: ';

/** One step of the offline planner: text plus the tool calls it proposes. */
export interface PlannerStep {
  text: string;
  toolCalls: ProposedToolCall[];
}

const GENERATOR = /generat|creat|render|draw|paint|synthes|make|produce/i;
const CHECKLIST = /checklist|todo|plan/i;
/** The final video's renderer assembles what generators made: never picked as a generator itself. */
const RENDERER = 'render_video';
const KIND_WORDS: Record<MediaKind, RegExp> = {
  image: /image|picture|poster|illustration|photo|draw|paint/i,
  video: /video|clip|animation|movie/i,
  '3d': /3d|mesh/i,
  audio: /audio|music|sound|song|voice/i,
};

/**
 * The offline planner: a deterministic, keyword-driven stand-in for a model so the
 * embedded platform runs end to end with no key. Per user message it takes at most one
 * tool-calling step (plan: a checklist call if offered, one generation call per item),
 * then summarizes once every result is in and proposes nothing more — so a turn is at most
 * two steps and can never loop. It only calls tools it was offered, with inputs built from
 * their JSON Schemas. It understands no meaning: see docs/llm.md for its honest scope.
 */
export function planOfflineStep(input: ModelInput): PlannerStep {
  // The runtime's own context (summaries, task state) is not a request to plan.
  const requestIndex = findLastIndex(input.messages, (m) => m.role === 'user' && !m.runtime);
  const request = requestIndex >= 0 ? input.messages[requestIndex].content : '';
  const say = PHRASES[pickLanguage(input.language, request)];
  if (requestIndex < 0) return { text: say.nothingToDo(), toolCalls: [] };
  if (requestIndex === input.messages.length - 1) {
    // A rejection closes what was proposed: planning it again re-asked the same paid call without
    // end (141 cost cards in 5 minutes). The task settles; the person's next message may ask again.
    if (request.startsWith(REJECTION_NOTE_PREFIX))
      return { text: say.declined(request.slice(REJECTION_NOTE_PREFIX.length)), toolCalls: [] };
    // A new character design revises the plan of the task's brief: same nodes, one changed.
    const brief = /^Task brief: (.*)$/m.exec(input.system)?.[1];
    if (brief && CHARACTER_CHANGE.test(request) && planTool(input.tools)) {
      const revised = planDag(brief, input.tools, say, characterOf(request));
      if (revised) return revised;
    }
    // Messages that arrived together (no reply between them) are read together: a remark sent
    // right after a request, before its first turn, qualifies the request instead of replacing it
    // ("a whale, poster" + "our brand colour is teal" made nothing at all).
    const earlier = unansweredRequest(input.messages, requestIndex);
    if (earlier !== undefined && !analyzeRequest(request).creative) {
      const ask = input.messages[earlier].content;
      const notes = input.messages.slice(earlier + 1, requestIndex + 1).filter((m) => m.role === 'user' && !m.runtime);
      const followUp = brief !== undefined && brief.trim() !== ask.trim() ? brief : undefined;
      return planRequest(ask, input.tools, say, followUp, notes.map((m) => m.content).join(' — '));
    }
    // A later message of a task with a brief changes the work it is about ("make it warmer").
    const followUp = brief !== undefined && brief.trim() !== request.trim() ? brief : undefined;
    return planRequest(request, input.tools, say, followUp);
  }

  const since = input.messages.slice(requestIndex + 1);
  const calls = since.flatMap((m) => (m.role === 'assistant' ? (m.toolCalls ?? []) : []));
  const results = new Map(since.flatMap((m) => (m.role === 'tool' ? [[m.callId, m.content] as const] : [])));
  if (calls.length === 0) return { text: say.nothingToDo(), toolCalls: [] };
  const missing = calls.filter((c) => !results.has(c.id)).length;
  if (missing > 0) return { text: say.waiting(missing), toolCalls: [] };
  return { text: say.summary(calls.map((c) => outcomeOf(c.tool, results.get(c.id) ?? '', say))), toolCalls: [] };
}

/**
 * A request, or with `brief` a follow-up to the task's work: a follow-up that names no medium
 * makes one new version of what the brief asked for (its kind, its words plus the change) and
 * leaves the plan as it is — replacing the plan with an item it cannot do made the task stop
 * as stuck (issue 26).
 */
function planRequest(
  request: string,
  tools: readonly ToolSpec[],
  say: Phrases,
  brief?: string,
  notes?: string,
): PlannerStep {
  // Remarks read with the request shape what is made, not what or how many.
  const noted = (text: string) => (notes ? `${text} — ${notes}` : text);
  const names = tools.map((t) => t.name);
  const analysis = analyzeRequest(request);
  if (!analysis.creative) return { text: say.notCreative(names), toolCalls: [] };
  const { kind: named, count, series } = analysis;
  const variation = brief !== undefined && named === undefined && count === undefined && !series;
  if (variation) {
    const kind = analyzeRequest(brief).kind;
    const generator = kind && pickGenerator(tools, kind);
    const input = generator && fillSchema(generator.inputSchema, { text: noted(`${brief} — ${request}`), list: [] });
    if (!generator || !isPlainObject(input)) return { text: say.noGenerator(kind, names), toolCalls: [] };
    return {
      text: say.plan([say.itemTitle(1, 1, kind)], generator.name, undefined),
      toolCalls: [{ tool: generator.name, input }],
    };
  }
  const dag = planTool(tools) && wantsDag(request, analysis) ? planDag(request, tools, say) : undefined;
  if (dag) return dag;
  const generator = pickGenerator(tools, analysis.kind);
  if (!generator) return { text: say.noGenerator(analysis.kind, names), toolCalls: [] };

  const wanted = analysis.count ?? (analysis.series ? OFFLINE_SERIES_SIZE : 1);
  const total = Math.min(wanted, OFFLINE_MAX_ITEMS);
  const items = Array.from({ length: total }, (_, i) => say.itemTitle(i + 1, total, analysis.kind));
  const generations: ProposedToolCall[] = [];
  for (let i = 0; i < total; i++) {
    const input = fillSchema(generator.inputSchema, {
      text: noted(total === 1 ? request : `${request} (${i + 1}/${total})`),
      list: [],
      seconds: analysis.seconds,
    });
    // Providers take tool arguments as an object only; anything else would not survive the trip.
    if (!isPlainObject(input)) return { text: say.cannotFill(generator.name), toolCalls: [] };
    generations.push({ tool: generator.name, input });
  }
  const checklist = tools.find((t) => t !== generator && CHECKLIST.test(t.name));
  const checklistInput = checklist && fillSchema(checklist.inputSchema, { text: request, list: items });
  const planCall = checklist && isPlainObject(checklistInput) ? [{ tool: checklist.name, input: checklistInput }] : [];
  return {
    text: say.plan(items, generator.name, wanted > total ? wanted : undefined),
    toolCalls: [...planCall, ...generations],
  };
}

const PLAN_TOOL = 'update_plan';
const planTool = (tools: readonly ToolSpec[]) => tools.find((t) => t.name === PLAN_TOOL);

/** A generation tool whose name names this kind (a DAG node needs exactly that kind). */
const namedFor = (tools: readonly ToolSpec[], kind: MediaKind) =>
  tools.find(
    (t) => t.name !== RENDERER && !CHECKLIST.test(t.name) && GENERATOR.test(t.name) && KIND_WORDS[kind].test(t.name),
  );

/** The DAG plan of a request (a storyboarded video, a series, a 3D asset), as one `update_plan` call. */
function planDag(
  request: string,
  tools: readonly ToolSpec[],
  say: Phrases,
  character?: string,
): PlannerStep | undefined {
  const analysis = analyzeRequest(request);
  const generators: Generators = {
    image: namedFor(tools, 'image'),
    video: namedFor(tools, 'video'),
    model3d: namedFor(tools, '3d'),
    audio: namedFor(tools, 'audio'),
    document: tools.find((t) => t.name === 'workspace_create_object'),
    render: tools.find((t) => t.name === RENDERER),
  };
  const wanted = analysis.count ?? OFFLINE_SERIES_SIZE;
  const nodes = dagPlan(request, analysis, generators, Math.min(wanted, OFFLINE_MAX_ITEMS), character);
  if (!nodes || nodes.some((n) => n.run && !isPlainObject(n.run.input))) return undefined;
  return {
    text: say.dagPlan(
      nodes.map((n) => (n.depends_on.length ? `${n.title} ← ${n.depends_on.join(', ')}` : n.title)),
      character,
    ),
    toolCalls: [{ tool: PLAN_TOOL, input: { nodes } }],
  };
}

/**
 * A generation tool for the kind asked (by name, then description), else one that names no
 * kind at all; never a tool for another kind. For an unknown kind, the first generation tool.
 */
function pickGenerator(tools: readonly ToolSpec[], kind: MediaKind | undefined): ToolSpec | undefined {
  const generators = tools.filter(
    (t) => t.name !== RENDERER && !CHECKLIST.test(t.name) && GENERATOR.test(`${t.name} ${t.description}`),
  );
  if (!kind) return generators[0];
  const generic = (t: ToolSpec) =>
    Object.values(KIND_WORDS).every((words) => !words.test(`${t.name} ${t.description}`));
  return (
    generators.find((t) => KIND_WORDS[kind].test(t.name)) ??
    generators.find((t) => KIND_WORDS[kind].test(t.description)) ??
    generators.find(generic)
  );
}

/** Reads the runtime's result conventions: refusals, unknown outcomes and errors are failures. */
function outcomeOf(tool: string, content: string, say: Phrases): CallOutcome {
  let result: unknown = content;
  try {
    result = JSON.parse(content);
  } catch {
    // Not JSON: a plain-text result, shown as is.
  }
  const record = result !== null && typeof result === 'object' ? (result as Record<string, unknown>) : {};
  if (record['refused'] === true)
    return {
      tool,
      ok: false,
      note: say.refused(
        String(record['reason'] ?? '?'),
        typeof record['detail'] === 'string' ? record['detail'] : undefined,
      ),
    };
  if (record['outcome'] === 'unknown') return { tool, ok: false, note: say.unknownOutcome() };
  if (record['error'] !== undefined) return { tool, ok: false, note: say.failed(preview(record['error'])) };
  return { tool, ok: true, note: preview(result) };
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The earliest creative request among the person's messages that came after the last reply and
 * before `last` (the runtime's own context lines skipped), if any: a request no step answered yet.
 */
function unansweredRequest(messages: readonly ModelMessage[], last: number): number | undefined {
  let found: number | undefined;
  for (let i = last - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.role !== 'user') break;
    if (!message.runtime && analyzeRequest(message.content).creative) found = i;
  }
  return found;
}

function findLastIndex(messages: readonly ModelMessage[], match: (m: ModelMessage) => boolean): number {
  for (let i = messages.length - 1; i >= 0; i--) if (match(messages[i])) return i;
  return -1;
}
