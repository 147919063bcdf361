/**
 * The model answered, but not with something the runtime can store as a decision: a tool
 * call whose arguments are not JSON, or tool calling asked of a model without it. Nothing
 * was decided, so the runtime may run the inference again (R-4.7, "before the decision").
 */
export class ModelOutputError extends Error {
  override readonly name = 'ModelOutputError';
  constructor(
    message: string,
    /** Provider-side details (tool name, raw arguments, parser error) for the logs. */
    readonly details: readonly unknown[] = [],
  ) {
    super(message);
  }
}

/**
 * A replay model was asked for more decisions than it recorded. In a recovery test this
 * means the code under test ran an inference a second time — exactly what forbids
 * once a decision is stored — so it fails loudly instead of inventing an answer.
 */
export class ReplayExhaustedError extends Error {
  override readonly name = 'ReplayExhaustedError';
  constructor(
    /** How many decisions the replay held (all already played). */
    readonly recorded: number,
    /** The last user message of the unexpected call, to show which inference re-ran. */
    readonly lastUserMessage: string | undefined,
  ) {
    super(
      `replay model exhausted: asked for decision #${recorded + 1} but only ${recorded} recorded` +
        (lastUserMessage === undefined ? '' : ` (last user message: ${JSON.stringify(lastUserMessage.slice(0, 80))})`) +
        ' — an inference was run more times than the scenario expects',
    );
  }
}
