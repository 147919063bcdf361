import type { ModelInput, ToolSpec } from '@lomo/llm';
import type { RouteCandidate } from '../route';

/** The message is cut to this many characters in the prompt: a huge message must not grow it. */
export const PROMPT_MESSAGE_CHARS = 2_000;
/** Candidates shown to the model: the scored set is already small; this bounds it regardless. */
export const PROMPT_CANDIDATES = 6;

/** The one tool the routing model answers with (structured output). */
export const ROUTE_TOOL: ToolSpec = {
  name: 'route',
  description: 'Say where the user message goes. Call exactly once.',
  inputSchema: {
    type: 'object',
    properties: {
      outcome: {
        type: 'string',
        enum: ['answer_in_main', 'create_lightweight', 'attach', 'create_persistent', 'ask_user'],
      },
      task: { type: 'string', description: 'For attach: the ref (T1, T2, …) of the task the message continues' },
      tasks: { type: 'array', items: { type: 'string' }, description: 'For ask_user: the refs to offer' },
      intent: { type: 'string', enum: ['status', 'where', 'greeting'], description: 'For answer_in_main' },
      reason: { type: 'string', description: 'One short sentence: why' },
    },
    required: ['outcome', 'reason'],
  },
};

const SYSTEM = [
  'You route one message of the main thread of a creative agent. The user never manages sessions:',
  'decide where the message belongs. Outcomes, exactly these five:',
  '- answer_in_main: a question about the work (what is running, where something is); intent status or where. A greeting or small talk asks for no work: intent greeting.',
  '- attach: continues, changes or refers to one listed task (by pronoun, description or its object); give its ref.',
  '- create_persistent: new work that is not any listed task.',
  '- create_lightweight: a one-off, one generation, no follow-up expected ("a quick sketch").',
  '- ask_user: two or more tasks fit equally, or it may repeat a task but may be meant as new; give the refs.',
  'A request with the same subject as an active task continues it (no duplicate work).',
  'Tasks are listed best match first with a lexical score (0-1) and recency (0 = most recently active).',
  'Answer only by calling the route tool.',
].join('\n');

/** What the prompt shows of one candidate, and the ref the model answers with. */
export interface PromptCandidate {
  ref: string;
  taskId: string;
}

/**
 * The routing model's input (pure): a fixed system text (a stable prefix), the few scored
 * candidates as short refs (no ids to copy wrong, no histories) and the message, cut. Its
 * size depends on the candidate cap and the message cap, never on the workspace's task count.
 */
export function routePrompt(
  text: string,
  candidates: readonly RouteCandidate[],
): { input: ModelInput; refs: PromptCandidate[] } {
  const shown = candidates.slice(0, PROMPT_CANDIDATES);
  const refs = shown.map((c, i) => ({ ref: `T${i + 1}`, taskId: c.taskId }));
  const lines = shown.map(
    (c, i) =>
      `${refs[i].ref} | ${c.brief.slice(0, 200).replace(/\s+/g, ' ')} | ${c.status} | score ${c.score.toFixed(2)}` +
      (c.recency === undefined ? ' | found by search' : ` | recency ${c.recency}`),
  );
  const content = [
    lines.length ? `Tasks:\n${lines.join('\n')}` : 'Tasks: none active.',
    `Message: ${text.slice(0, PROMPT_MESSAGE_CHARS)}`,
  ].join('\n\n');
  return { input: { system: SYSTEM, messages: [{ role: 'user', content }], tools: [ROUTE_TOOL] }, refs };
}
