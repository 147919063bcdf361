import type { ToolDefinition } from '@lomo/agent-tools';
import type { StepDecision, StepInput, TaskModel } from '../../libs/services/task-runtime/src/worker/task-model';

/** Early decisions (day 1) the scripted user asks about again on day 3. */
export const FACTS: ReadonlyArray<{ subject: string; value: string }> = [
  { subject: 'hero', value: 'Mara Lindqvist, a lighthouse keeper' },
  { subject: 'palette', value: 'teal #00897B with amber accents' },
  { subject: 'aspect ratio', value: '2.39:1 anamorphic' },
  { subject: 'title font', value: 'Canela Deck, light italic' },
  { subject: 'villain', value: 'the fog itself, never a person' },
  { subject: 'setting', value: 'the Faroe Islands in late autumn' },
  { subject: 'composer', value: 'a solo cello, no choir' },
  { subject: 'delivery date', value: 'Friday 18 December' },
];

/** One user message of the three days: a decision, a routine request, a storyboard edit or a question. */
export interface UserTurn {
  day: number;
  text: string;
  /** For questions: the subject asked about. */
  asks?: string;
}

/**
 * The scripted user: the decisions early on day 1, then routine poster/shot requests, a
 * storyboard edit every 9th round (the documents area), a huge asset list every 40th, and on
 * day 3 a question about each early decision.
 */
export function userScript(rounds: number): UserTurn[] {
  const turns: UserTurn[] = [];
  const perDay = Math.ceil(rounds / 3);
  for (let n = 0; n < rounds; n++) {
    const day = Math.floor(n / perDay) + 1;
    const fact = n < FACTS.length * 3 && n % 3 === 1 ? FACTS[(n - 1) / 3] : undefined;
    const question = day === 3 && (n - 2 * perDay) % 12 === 6 ? FACTS[Math.floor((n - 2 * perDay) / 12)] : undefined;
    if (fact) turns.push({ day, text: `Decision: the ${fact.subject} is ${fact.value}.` });
    else if (question)
      turns.push({ day, text: `Remind me: what did we decide about the ${question.subject}?`, asks: question.subject });
    else if (n % 9 === 4)
      turns.push({ day, text: `Update the storyboard document: shot ${n} moves after shot ${n - 1}.` });
    else
      turns.push({
        day,
        text: `Next poster for shot ${n}: ${n % 40 === 20 ? 'list every asset' : 'a quieter variant'}.`,
      });
  }
  return turns;
}

/** A decision as the user wrote it; it ends the message (an escaped quote follows in a JSON page, a newline in a summary). */
const decisionPattern = (subject: string) => new RegExp(`Decision: the ${subject} is (.+?)\\.(?=\\\\?["\\n]|$)`);

/**
 * A scripted agent that knows only its input: per user message it calls one tool and then
 * replies; asked about an early decision it looks for it in what it was given (summaries,
 * recent turns, earlier read_history pages) and, when it is not there, pages the task's
 * stream with read_history from the start, one page per step, until it finds it.
 */
export class ReadingModel implements TaskModel {
  readonly answers: Array<{ subject: string; answer: string; pages: number }> = [];

  async decide(input: StepInput): Promise<StepDecision> {
    const messages = input.messages;
    const lastUser = messages
      .map((m, i) => [m, i] as const)
      .filter(([m]) => m.role === 'user' && !m.runtime)
      .at(-1);
    const lastAssistant = messages.filter((m) => m.role === 'assistant').at(-1);
    // Its own last turn carries what it is looking up: the question itself may be summarised away mid-search.
    const lookingUp = lastAssistant && LOOKUP.exec(lastAssistant.content)?.[1];
    const [request, at] = lastUser ?? [undefined, -1];
    const after = messages.slice(at + 1);
    const question =
      request && !after.some((m) => m.role === 'assistant') ? QUESTION.exec(request.content)?.[1] : undefined;
    const asked = lookingUp ?? question;
    if (asked) return this.lookUp(asked, input, messages);
    if (!request) return { text: 'Ready.', toolCalls: [] };
    if (after.some((m) => m.role === 'assistant'))
      return { text: `Done: ${request.content.slice(0, 60)}`, toolCalls: [] };
    if (request.content.startsWith('Update the storyboard'))
      return {
        text: 'Editing the storyboard.',
        toolCalls: [{ tool: 'workspace_update_document', input: { edit: request.content } }],
      };
    if (request.content.startsWith('Decision:')) return { text: 'Noted.', toolCalls: [] };
    return { text: 'Rendering.', toolCalls: [{ tool: 'generate_image', input: { prompt: request.content } }] };
  }

  /** Answers from what the input holds, else reads the next page (or the rest of this page) of the stream. */
  private lookUp(subject: string, input: StepInput, messages: StepInput['messages']): StepDecision {
    const everything = [input.system, ...messages.map((m) => m.content)].join('\n');
    const found = decisionPattern(subject).exec(everything);
    const lastAssistant = messages.filter((m) => m.role === 'assistant').at(-1);
    const searching = lastAssistant !== undefined && LOOKUP.test(lastAssistant.content);
    const pages = messages.filter((m) => m.role === 'tool' && m.content.includes('"stream_length"'));
    if (found) {
      this.answers.push({ subject, answer: found[1], pages: searching ? this.pagesRead : 0 });
      this.pagesRead = 0;
      return { text: `We decided: the ${subject} is ${found[1]}.`, toolCalls: [] };
    }
    const page = searching ? (JSON.parse(pages.at(-1)?.content ?? '{}') as Page) : {};
    const next =
      page.next_offset !== undefined
        ? { from: page.from, to: page.to, offset: page.next_offset }
        : { from: page.to ?? 0 };
    this.pagesRead = searching ? this.pagesRead + 1 : 1;
    return {
      text: `Looking up the decision about the ${subject} in read_history.`,
      toolCalls: [{ tool: 'read_history', input: next }],
    };
  }

  private pagesRead = 0;
}

interface Page {
  from?: number;
  to?: number;
  next_offset?: number;
}

const QUESTION = /what did we decide about the ([a-z ]+)\?/;
const LOOKUP = /^Looking up the decision about the ([a-z ]+) in read_history/;

/** The two capability-area tools the agent uses (results of a few hundred characters; a 30k-character asset list now and then). */
export function benchTools(): ToolDefinition[] {
  return [
    {
      name: 'generate_image',
      description: 'Generate an image from a prompt',
      inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
      risk: 'write',
      idempotent: true,
      area: 'image',
      run: async (input, context) => ({
        result: {
          artifact: `art-${context.callId}`,
          prompt: (input as { prompt: string }).prompt,
          assets: (input as { prompt: string }).prompt.includes('every asset')
            ? Array.from({ length: 1_500 }, (_, i) => `asset-${i}-teal-v${i % 7}`)
            : [],
          log: 'rendered in 3 passes; seed fixed; upscaled 2x; colour profile sRGB; '.repeat(3),
        },
      }),
    },
    {
      name: 'workspace_update_document',
      description: 'Edit a workspace document',
      inputSchema: { type: 'object', properties: { edit: { type: 'string' } }, required: ['edit'] },
      risk: 'write',
      idempotent: true,
      area: 'documents',
      run: async (_input, context) => ({ result: { document: 'storyboard', version: context.callId } }),
    },
  ];
}
