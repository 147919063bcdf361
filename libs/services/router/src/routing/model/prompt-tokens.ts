import { countTokens, type ModelInput } from '@lomo/llm';

/**
 * Tokens of a routing prompt under `o200k_base`, counted offline by the platform's one counter:
 * system, the user message and the tool's schema as a provider receives them. Providers differ
 * by a few percent; the number is for budgets and the benchmark, not a bill.
 */
export function promptTokens(input: ModelInput): number {
  return (
    countTokens(input.system) +
    input.messages.reduce((n, m) => n + 4 + countTokens(m.content), 0) +
    (input.tools.length ? countTokens(JSON.stringify(input.tools)) : 0)
  );
}
