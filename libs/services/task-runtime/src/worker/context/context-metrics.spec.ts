import { Registry } from 'prom-client';
import { lastContextFacts, prometheusContextMetrics } from './context-metrics';
import type { TaskEvent } from '../../task/task.events';

const facts = (prefixHash: string, tokens: number) => ({
  prefixHash,
  tokens,
  prefixTokens: 700,
  summaries: 0,
  verbatimFrom: 0,
});

describe('step context metrics (issue 17 §5)', () => {
  it('given three steps, the last with a new prefix, when observed, then tokens and prefix outcomes are exported', async () => {
    const registry = new Registry();
    const metrics = prometheusContextMetrics(registry);
    metrics.step(facts('a', 1_500), undefined);
    metrics.step(facts('a', 2_500), facts('a', 1_500));
    metrics.step(facts('b', 3_000), facts('a', 2_500));
    metrics.step({ ...facts('b', 3_000), areas: ['image'] }, facts('b', 3_000));
    metrics.step({ ...facts('c', 3_000), areas: ['image', 'video'] }, { ...facts('b', 3_000), areas: ['image'] });
    metrics.step(
      { ...facts('c', 3_000), areas: ['image', 'video'] },
      { ...facts('c', 3_000), areas: ['image', 'video'] },
    );
    metrics.summary('appended');
    const text = await registry.metrics();
    expect(text).toContain('lomo_task_prompt_tokens_count 6');
    expect(text).toContain('lomo_task_prompt_tokens_sum 16000');
    expect(text).toContain('lomo_task_tool_switches_total 1');
    expect(text).toContain('lomo_task_context_steps_total{prefix="first"} 1');
    expect(text).toContain('lomo_task_context_steps_total{prefix="same"} 3');
    expect(text).toContain('lomo_task_context_steps_total{prefix="changed"} 2');
    expect(text).toContain('lomo_task_history_summaries_total{outcome="appended"} 1');
  });

  it('given a stream, when reading the previous facts, then the last step that recorded them is found', () => {
    const at = '2026-11-29T10:00:00.000Z';
    const step = (context?: ReturnType<typeof facts>): TaskEvent => ({
      type: 'StepDecided',
      data: {
        turn: 1,
        step: 1,
        generation: 1,
        output: '',
        toolCalls: [],
        consumedMessageIds: [],
        ...(context ? { context } : {}),
        at,
      },
    });
    expect(lastContextFacts([step(facts('a', 1)), step(facts('b', 2)), step()])).toEqual(facts('b', 2));
    expect(lastContextFacts([step()])).toBeUndefined();
  });
});
