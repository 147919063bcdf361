import { appendFile } from 'node:fs/promises';
import type { ChatModelPort, ModelDecision, ModelInput } from '../port/chat-model.port';
import { type RecordedStep, toJsonlLine } from './recorded-step';

/** Options of {@link RecordingChatModel}. */
export interface RecordingOptions {
  /**
   * JSONL file each step is appended to, ready for `ReplayChatModel.fromJsonl`.
   * @default none (steps are kept in memory only)
   */
  path?: string;
}

/**
 * Wraps any model and captures what it saw and decided — to turn a run against a real
 * provider into a replay fixture, or to inspect what the offline planner proposed. A failed
 * inference is not recorded: there was no decision to replay.
 */
export class RecordingChatModel implements ChatModelPort {
  private readonly recorded: RecordedStep[] = [];
  // Appends are chained so concurrent decisions land in the file in completion order, whole.
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: ChatModelPort,
    private readonly options: RecordingOptions = {},
  ) {}

  /** The steps recorded so far, in order. */
  get steps(): readonly RecordedStep[] {
    return this.recorded;
  }

  async decide(input: ModelInput): Promise<ModelDecision> {
    const snapshot = structuredClone(input);
    const decision = await this.inner.decide(input);
    const step: RecordedStep = { input: snapshot, decision: structuredClone(decision) };
    this.recorded.push(step);
    const { path } = this.options;
    if (path !== undefined) {
      const write = this.writes.then(() => appendFile(path, toJsonlLine(step), 'utf8'));
      // A failed append fails this call only; later steps still get written.
      this.writes = write.catch(() => undefined);
      await write;
    }
    return decision;
  }
}
