import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerError } from './http';

/** One app replica's whole output (stdout then stderr), as the cluster collected it. */
export interface AppOutput {
  name: string;
  text: string;
}

/**
 * Writes each replica's output to `<dir>/<name>.log`. The B13 run of 2026-12-07 answered twelve
 * 500s whose problem documents point at "the server log", and the soak kept only the output of
 * replicas that died: what caused them was gone with the cluster.
 */
export function keepLogs(outputs: readonly AppOutput[], dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const { name, text } of outputs) writeFileSync(join(dir, `${name}.log`), text);
}

/**
 * For every 5xx the checker does not allow (anything but a 503 with `Retry-After`), the log lines
 * of any replica that carry its correlation id (pino logs it as `correlationId`), so the report
 * says why, not only that.
 */
export function unexpectedErrorLines(errors: readonly ServerError[], outputs: readonly AppOutput[]): string[] {
  const lines: string[] = [];
  for (const e of errors) {
    if ((e.status === 503 && e.retryAfter) || !e.correlationId) continue;
    const said = outputs.flatMap(({ name, text }) =>
      text
        .split('\n')
        .filter((line) => line.includes(e.correlationId!))
        .map((line) => `${name}: ${line.slice(0, 1_500)}`),
    );
    const at = `${e.status} ${e.route} at ${(e.atMs / 1000).toFixed(2)} s (correlation id ${e.correlationId})`;
    lines.push(...(said.length ? said.map((s) => `${at}: ${s}`) : [`${at}: no replica logged it`]));
  }
  return lines;
}
