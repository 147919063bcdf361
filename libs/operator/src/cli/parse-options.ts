import { InvalidArgumentError } from 'commander';
import { parsePosition, type LogPosition } from '@lomo/event-store/core';

/** `--limit`, `--batch-size`. Commander turns the throw into a usage error (exit 64) naming the option, as for every parser here. */
export function positiveInteger(text: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new InvalidArgumentError('expected a whole number ≥ 1.');
  return Number(text);
}

/** `--from`: a stream revision, as a bigint like the store's. */
export function revision(text: string): bigint {
  if (!/^\d{1,19}$/.test(text)) throw new InvalidArgumentError('expected a stream revision: a whole number ≥ 0.');
  return BigInt(text);
}

/** `--after`: a log position as printed in the `position` field. */
export function position(text: string): LogPosition {
  const parsed = parsePosition(text);
  if (!parsed)
    throw new InvalidArgumentError(
      'expected a log position <commit>-<prepare>, e.g. 0-0 or the "position" of a printed event.',
    );
  return parsed;
}

/** ISO-8601 date or date-time (`2026-05-01`, `2026-05-01T12:00:00Z`); a bare time is UTC. */
export function isoTime(text: string): Date {
  const shape = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
  const time = shape.test(text)
    ? new Date(/T.*(Z|[+-]\d{2}:\d{2})$/.test(text) || !text.includes('T') ? text : `${text}Z`)
    : undefined;
  if (!time || Number.isNaN(time.getTime()) || !realDay(text))
    throw new InvalidArgumentError('expected an ISO-8601 time, e.g. 2026-05-01 or 2026-05-01T12:00:00Z.');
  return time;
}

/** Date parsing rolls 2026-02-30 over to March; an analyst who typed it meant something else. */
function realDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** A repeatable option that also takes comma-separated lists: `--type A,B --type C`. */
export function collect(text: string, previous: string[] = []): string[] {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.length === 0) throw new InvalidArgumentError('expected a non-empty value.');
  return [...previous, ...values];
}
