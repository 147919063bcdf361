import { Counter, Histogram, type Registry } from 'prom-client';
import type { StepContextFacts } from '../../task/execution/execution.events';
import type { TaskEvent } from '../../task/task.events';

/** Sees every step's context facts (issue 17 §5), with the facts of the task's previous step. */
export interface StepContextObserver {
  step(facts: StepContextFacts, previous: StepContextFacts | undefined): void;
  summary(outcome: 'appended' | 'failed'): void;
}

/** The context facts of the stream's last step that recorded them. */
export function lastContextFacts(events: readonly TaskEvent[]): StepContextFacts | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event.type === 'StepDecided' && event.data.context) return event.data.context;
  }
  return undefined;
}

/**
 * Prometheus metrics of the step context: prompt tokens per step, steps by whether the stable
 * prefix matched the task's previous step (a `changed` step misses the provider's cache), and
 * summaries by outcome, and tool switches (the offered capability areas changed, R-8.3). The previous step is read from the log, so a worker restart or a
 * takeover by another process does not count as a change.
 */
export function prometheusContextMetrics(registry: Registry): StepContextObserver {
  const tokens = new Histogram({
    name: 'lomo_task_prompt_tokens',
    help: "Prompt tokens of a task step's model input (js-tiktoken o200k_base)",
    buckets: [500, 1_000, 2_000, 4_000, 8_000, 12_000, 16_000, 32_000, 64_000],
    registers: [registry],
  });
  const steps = new Counter({
    name: 'lomo_task_context_steps_total',
    help: "Task steps by their stable prefix against the task's previous step: same, changed or first",
    labelNames: ['prefix'],
    registers: [registry],
  });
  const switches = new Counter({
    name: 'lomo_task_tool_switches_total',
    help: "Task steps whose offered capability areas (R-8.3) differ from the task's previous step",
    registers: [registry],
  });
  const summaries = new Counter({
    name: 'lomo_task_history_summaries_total',
    help: 'Segment summaries of task history, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return {
    step(facts, previous) {
      tokens.observe(facts.tokens);
      const prefix = !previous ? 'first' : previous.prefixHash === facts.prefixHash ? 'same' : 'changed';
      steps.inc({ prefix });
      if (previous?.areas && facts.areas && previous.areas.join() !== facts.areas.join()) switches.inc();
    },
    summary: (outcome) => summaries.inc({ outcome }),
  };
}
