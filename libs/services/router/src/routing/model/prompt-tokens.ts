import { getEncoding, type Tiktoken } from 'js-tiktoken';
import type { ModelInput } from '@lomo/llm';

let encoder: Tiktoken | undefined;

/**
 * Tokens of a routing prompt under `o200k_base`, counted offline (js-tiktoken): system, the
 * user message and the tool's schema as a provider receives them. Providers differ by a few
 * percent; the number is for budgets and the benchmark, not a bill.
 */
export function promptTokens(input: ModelInput): number {
  const encode = (s: string) => (encoder ??= getEncoding('o200k_base')).encode(s).length;
  return (
    encode(input.system) +
    input.messages.reduce((n, m) => n + 4 + encode(m.content), 0) +
    (input.tools.length ? encode(JSON.stringify(input.tools)) : 0)
  );
}
