/** One message of the model's context. */
export type ChatTurn =
  /** `runtime`: context the runtime wrote (summaries, the dynamic tail), not the person's words. */
  | { role: 'user'; content: string; runtime?: true }
  | { role: 'assistant'; content: string; toolCalls?: Array<{ id: string; tool: string; input: unknown }> }
  | { role: 'tool'; callId: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** What the worker asks the model for one step. */
export interface StepInput {
  system: string;
  messages: ChatTurn[];
  tools: ToolSpec[];
  language?: string;
}

export interface StepDecision {
  text: string;
  toolCalls: Array<{ tool: string; input: unknown }>;
}

/** The model as the task runtime needs it (libs/llm's ChatModelPort satisfies it). */
export interface TaskModel {
  decide(input: StepInput): Promise<StepDecision>;
}
