import type { StepDecision, StepInput, TaskModel } from '../task-model';

/** Plays scripted decisions and counts inferences: asking for more than scripted fails the test; a re-run inference shows up as a count. */
export class ScriptedModel implements TaskModel {
  readonly inputs: StepInput[] = [];
  constructor(private readonly script: StepDecision[]) {}

  async decide(input: StepInput): Promise<StepDecision> {
    this.inputs.push(input);
    const next = this.script.shift();
    if (!next) throw new Error(`the model was asked for more decisions than scripted (call ${this.inputs.length})`);
    return next;
  }

  get remaining(): number {
    return this.script.length;
  }
}

/** One scripted decision: the model's text and its tool calls as `[tool, input]` pairs. */
export const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});
