import type { ChatModelPort, ModelDecision, ModelInput } from '../port/chat-model.port';
import { ReplayExhaustedError } from '../port/llm.errors';
import { readRecording } from './recorded-step';

/**
 * A model for tests: plays recorded decisions in order and keeps every input it
 * was given. Asked for one more than it holds, it throws {@link ReplayExhaustedError} — so
 * a recovery test with exactly one recorded decision proves the crashed step was resumed
 * from the stored decision and never inferred again.
 */
export class ReplayChatModel implements ChatModelPort {
  private readonly received: ModelInput[] = [];

  constructor(private readonly decisions: readonly ModelDecision[]) {}

  /** A replay of a JSONL recording (see {@link RecordingChatModel}) or a hand-written fixture. */
  static async fromJsonl(path: string): Promise<ReplayChatModel> {
    return new ReplayChatModel(await readRecording(path));
  }

  /** Every input received, in order — including the one that found the replay exhausted. */
  get inputs(): readonly ModelInput[] {
    return this.received;
  }

  /** Decisions not yet played. */
  get remaining(): number {
    return Math.max(0, this.decisions.length - this.received.length);
  }

  async decide(input: ModelInput): Promise<ModelDecision> {
    // Copies both ways: a caller mutating its context later must not rewrite what was seen,
    // and mutating a returned decision must not change the fixture for the next test.
    this.received.push(structuredClone(input));
    const decision = this.decisions[this.received.length - 1];
    if (!decision) {
      const lastUser = [...input.messages].reverse().find((m) => m.role === 'user');
      throw new ReplayExhaustedError(this.decisions.length, lastUser?.content);
    }
    return structuredClone(decision);
  }
}
