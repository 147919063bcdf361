import { formatPosition, type RecordedEvent, type StreamInfo } from '@lomo/event-store/core';
import { OutputClosed } from './exit-codes';

/** `table` for people at a terminal, `jsonl` (one JSON object per line) for jq and scripts. */
export type Format = 'table' | 'jsonl';
/** The values `--format` accepts. */
export const FORMATS: readonly Format[] = ['table', 'jsonl'];

/** The default: a table on a terminal, JSON lines when piped. */
export const defaultFormat = (stream: NodeJS.WriteStream = process.stdout): Format =>
  stream.isTTY ? 'table' : 'jsonl';

/**
 * Writes lines to stdout, waiting when the pipe is full so a long log never piles up in
 * memory, and turning a closed pipe (`| head`) into `OutputClosed` instead of a crash.
 */
export class Output {
  private closed = false;

  constructor(private readonly stream: NodeJS.WriteStream = process.stdout) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      this.closed = true;
    });
  }

  /** Terminal width for truncating table cells; wide when not a terminal. */
  get width(): number {
    return this.stream.columns ?? 200;
  }

  async line(text: string): Promise<void> {
    if (this.closed) throw new OutputClosed();
    if (!this.stream.write(`${text}\n`)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off('drain', done).off('close', done);
          resolve();
        };
        this.stream.on('drain', done).on('close', done);
      });
    }
    if (this.closed) throw new OutputClosed();
  }
}

/** JSON with bigints as strings (revisions and positions exceed 2^53 in principle; jq would round them). */
export function toJsonLine(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** An event as one JSONL object; `position` is what `log --after` takes to resume after it. */
export function eventRecord(event: RecordedEvent) {
  return {
    position: formatPosition(event.position),
    streamId: event.streamId,
    revision: event.revision.toString(),
    type: event.type,
    id: event.id,
    recordedAt: event.recordedAt.toISOString(),
    schemaVersion: event.schemaVersion,
    metadata: event.metadata,
    data: event.data,
    // A deleted task's events (ADR 0041): their key is destroyed, nothing of the content is left.
    ...(event.shredded ? { shredded: true } : {}),
  };
}

/** A stream as one JSONL object. */
export function streamRecord(info: StreamInfo) {
  return {
    streamId: info.streamId,
    category: info.category,
    revision: info.revision.toString(),
    createdAt: info.createdAt.toISOString(),
    updatedAt: info.updatedAt.toISOString(),
    metadata: info.metadata,
  };
}

const EVENT_WIDTHS = [24, 16, 32, 6, 24];
/** Column titles of `eventRow`. */
export const EVENT_HEADER = ['RECORDED', 'POSITION', 'STREAM', 'REV', 'TYPE', 'DATA'];

/** An event as one table line: fixed columns, so a live log lines up without buffering. */
export function eventRow(event: RecordedEvent): string[] {
  return [
    event.recordedAt.toISOString(),
    formatPosition(event.position),
    event.streamId,
    event.revision.toString(),
    event.type,
    event.shredded ? '(shredded)' : JSON.stringify(event.data),
  ];
}

/** Fixed-width line for streamed rows (events): every column but the last padded or cut. */
export function fixedLine(cells: readonly string[], width: number): string {
  const head = cells.slice(0, -1).map((cell, i) => fit(cell, EVENT_WIDTHS[i]));
  const line = [...head, cells[cells.length - 1]].join(' ');
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** Columns as wide as their widest cell, for bounded results (streams, projections, stats). */
export function alignedLines(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}

function fit(cell: string, width: number): string {
  return cell.length > width ? `${cell.slice(0, width - 1)}…` : cell.padEnd(width);
}
