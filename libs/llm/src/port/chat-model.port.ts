/**
 * The model as the task runtime sees it: one inference per step. The shapes are
 * plain data so a decision can be stored in the event log before any tool runs
 * and replayed in tests; they match the runtime's `StepInput`/`StepDecision`
 * structurally, so the runtime depends on no LangChain type.
 */

/**
 * One message of the context, oldest first. Tool call ids are the runtime's stable
 * `turn:step:index` ids; adapters translate them to whatever a provider accepts.
 */
export type ModelMessage =
  /** `runtime`: context the runtime wrote (history summaries, task state), not the person's words. */
  | { role: 'user'; content: string; runtime?: true }
  | { role: 'assistant'; content: string; toolCalls?: ModelToolCallRecord[] }
  | { role: 'tool'; callId: string; content: string };

/** A tool call already in the history, with the id the runtime gave it. */
export interface ModelToolCallRecord {
  id: string;
  tool: string;
  input: unknown;
}

/** A tool offered to the model for this step (R-8.3: only the tools the stage needs). */
export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the tool's input; providers receive it as the function's parameters. */
  inputSchema: Record<string, unknown>;
}

/** Everything one inference sees. */
export interface ModelInput {
  /** Stable prefix first: rules, brief, profile snapshot. */
  system: string;
  messages: ModelMessage[];
  tools: ToolSpec[];
  /**
   * The task's language as taken from the user's own words, e.g. `ru` or `en-GB`.
   * Unset means "the language of the user's latest message".
   */
  language?: string;
}

/** A tool call the model proposes; the runtime assigns its id and idempotency. */
export interface ProposedToolCall {
  tool: string;
  input: unknown;
}

/** Token counts as the provider reported them. */
export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * What one inference decided. No tool calls means the model finished the turn — though
 * whether the task stops is the runtime's call, not the model's.
 */
export interface ModelDecision {
  text: string;
  toolCalls: ProposedToolCall[];
  usage?: ModelUsage;
  /** Which model answered, as the provider named it (`lomo-offline-planner` offline). */
  model: string;
  /**
   * Set when the configured model gave no usable answer and the offline planner decided
   * instead (`OfflineFallbackChatModel`, the local model's guard): why, in words.
   */
  fallback?: string;
}

/**
 * The model port. Adapters: any LangChain chat model with tool calling
 * ({@link LangChainChatModel}, which also runs the offline planner), the replay model for
 * tests, and the recording wrapper. An adapter throws on failure; the runtime then has no
 * stored decision and may infer again.
 */
export interface ChatModelPort {
  decide(input: ModelInput): Promise<ModelDecision>;
}
