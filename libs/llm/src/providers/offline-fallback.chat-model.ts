import type { ChatModelPort, ModelDecision, ModelInput } from '../port/chat-model.port';

/** How a step the offline planner decided in the model's place begins. */
export const FALLBACK_NOTE = 'The configured model gave no usable answer';

/**
 * The offline planner as the guard of a model that may fail for reasons a retry does not cure —
 * a local model too slow for its deadline on a busy CPU, an answer cut at the token limit. The
 * model's error becomes the offline planner's decision, with `fallback` and the step's text
 * saying why, so the task goes on and the reason is in its log. Used for `llama-cpp` only: a
 * remote provider's error passes through, and the runtime may ask again.
 */
export class OfflineFallbackChatModel implements ChatModelPort {
  constructor(
    private readonly model: ChatModelPort,
    private readonly offline: ChatModelPort,
  ) {}

  async decide(input: ModelInput): Promise<ModelDecision> {
    try {
      return await this.model.decide(input);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const decision = await this.offline.decide(input);
      return {
        ...decision,
        text: `${FALLBACK_NOTE} (${reason}); the offline planner decided this step.\n${decision.text}`,
        fallback: reason,
      };
    }
  }
}
