import type { StepDecision, StepInput, TaskModel } from '../task-model';
import { ToolRegistry } from '@lomo/agent-tools';

export type PlannedTool = 'render' | 'publish' | 'submit';

const PLAN = { items: [1, 2, 3, 4].map((n) => ({ title: `part ${n}` })) };

/** A model that plays a plan shared by every worker of one task: a re-run inference simply takes the next entry. */
export class PlannedModel implements TaskModel {
  inferences = 0;
  constructor(
    private readonly plan: PlannedTool[][],
    private readonly gate: (name: string) => Promise<void>,
  ) {}

  async decide(_input: StepInput): Promise<StepDecision> {
    // The inference is in flight here: a worker may freeze or die in the middle of it.
    await this.gate('model.decide');
    const index = this.inferences++;
    const tools = this.plan[index] ?? [];
    // The first inference also sets a plan, so submitted jobs are linked to items.
    const checklist = index === 0 && tools.length ? [{ tool: 'update_checklist', input: PLAN }] : [];
    return {
      text: tools.length ? `Step ${index}: calling ${tools.join(', ')}.` : 'Done.',
      // Every planned call has its own input, so two different calls sharing an id would show.
      toolCalls: [
        ...checklist,
        ...tools.map((tool, call) => ({ tool, input: { prompt: `inference ${index} call ${call}` } })),
      ],
    };
  }
}

interface CallRecord {
  tool: string;
  input: string;
  runs: number;
  effects: number;
}

/**
 * The world outside the task, in memory (it outlives in-process "crashes"): `render` is an
 * idempotent upstream keyed by call id, `publish` acts on every run, `submit` is an
 * idempotent asynchronous generation whose completion arrives later as an external event.
 */
export class InMemoryUpstream {
  readonly calls = new Map<string, CallRecord>();
  /** Job ids of submitted generations (wait key `generation:<id>`), for the scheduler's "completion" action. */
  readonly jobs: string[] = [];
  readonly registry: ToolRegistry;

  constructor(private readonly gate: (name: string) => Promise<void>) {
    const inputSchema = {
      type: 'object',
      properties: { prompt: { type: 'string' } },
      required: ['prompt'],
      additionalProperties: false,
    };
    const tool = (name: PlannedTool, idempotent: boolean) => ({
      name,
      description: name,
      risk: 'paid' as const,
      idempotent,
      inputSchema,
      run: async (input: { prompt: string }, context: { callId: string }) => {
        // A submission is accepted upstream before its caller hears back: a worker frozen or
        // killed at the gate below leaves a job whose result may arrive before its call completes.
        const job = `job-${context.callId}`;
        if (name === 'submit' && !this.jobs.includes(job)) this.jobs.push(job);
        await this.gate('tool.run');
        this.record(name, idempotent, context.callId, input.prompt);
        if (name !== 'submit') return { result: { ok: context.callId } };
        return { result: { job }, waitingFor: `generation:${job}` };
      },
    });
    this.registry = new ToolRegistry()
      .register(tool('render', true))
      .register(tool('publish', false))
      .register(tool('submit', true));
  }

  private record(tool: string, idempotent: boolean, callId: string, input: string): void {
    const known = this.calls.get(callId);
    if (!known) this.calls.set(callId, { tool, input, runs: 1, effects: 1 });
    else {
      known.runs += 1;
      if (!idempotent) known.effects += 1;
      // A different call under a known id would be wrongly deduplicated: record it as a violation.
      if (known.tool !== tool || known.input !== input) known.effects += 1;
    }
  }

  violations(): string[] {
    return [...this.calls]
      .filter(([, c]) => c.effects > 1)
      .map(([id, c]) => `tool call ${id} (${c.tool}) had ${c.effects} effects in ${c.runs} runs`);
  }
}
