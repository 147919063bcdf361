import { readFile } from 'node:fs/promises';
import type { ModelDecision, ModelInput } from '../port/chat-model.port';

/**
 * One line of a recording (JSONL): what the model saw and what it decided. The replay model
 * also accepts lines that are a bare `ModelDecision`, so hand-written fixtures stay short.
 */
export interface RecordedStep {
  input?: ModelInput;
  decision: ModelDecision;
}

/** Serializes one step as a JSONL line (newline included). */
export function toJsonlLine(step: RecordedStep): string {
  return `${JSON.stringify(step)}\n`;
}

/**
 * Parses a recording; blank lines are ignored. A malformed line fails with its line number,
 * because a fixture that silently drops a decision would make a test pass for the wrong reason.
 */
export function parseRecording(jsonl: string, source = 'recording'): ModelDecision[] {
  const decisions: ModelDecision[] = [];
  jsonl.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${source}:${index + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new Error(`${where}: not JSON (${(error as Error).message})`);
    }
    const decision = isRecord(parsed) && 'decision' in parsed ? parsed['decision'] : parsed;
    if (!isDecision(decision))
      throw new Error(`${where}: not a model decision (needs text, toolCalls[{tool, input}] and model)`);
    decisions.push(decision);
  });
  return decisions;
}

/** Reads a JSONL recording from disk. */
export async function readRecording(path: string): Promise<ModelDecision[]> {
  return parseRecording(await readFile(path, 'utf8'), path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isDecision(value: unknown): value is ModelDecision {
  return (
    isRecord(value) &&
    typeof value['text'] === 'string' &&
    typeof value['model'] === 'string' &&
    Array.isArray(value['toolCalls']) &&
    value['toolCalls'].every((call) => isRecord(call) && typeof call['tool'] === 'string' && 'input' in call)
  );
}
