import { InvalidStreamId, StreamDeleted, StreamNotFound } from '@lomo/event-store/core';

/**
 * Exit codes of the `lomo` CLI, from BSD sysexits so scripts can branch on them.
 * 0 = success, also for `--follow` stopped by SIGINT/SIGTERM and for a closed pipe.
 */
export const EXIT = {
  ok: 0,
  /** Bad arguments: unknown command or option, bad position, time, number, projection. */
  usage: 64,
  /** `audit deletion` found leftovers of a deleted task, or a service has not purged it yet (sysexits EX_DATAERR). */
  leftovers: 65,
  /** The stream does not exist or was purged. */
  notFound: 66,
  /** `audit deletion`: no deletion of that task is recorded — a wrong id, or a task never deleted (EX_NOUSER). */
  notDeleted: 67,
  /** The database cannot be reached or opened; for `audit deletion`, also a configured store that could not be read. */
  unavailable: 69,
  /** A defect: the message and stack go to stderr. */
  software: 70,
  /** The embedded database is held by a running platform. */
  locked: 75,
  /** `audit deletion`: the deployment's configuration is invalid, as the platform would refuse it at boot (EX_CONFIG). */
  config: 78,
} as const;

/** An expected failure: one line on stderr, no stack, and its exit code. */
export class CliError extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The reader of stdout went away (`lomo … | head`): stop quietly, exit 0. */
export class OutputClosed extends Error {}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P03',
  '3D000',
  '28P01',
  '28000',
]);

/** Whether a database error means "cannot reach or log in", rather than a bad query. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (CONNECTION_ERRORS.has(code) || code.startsWith('08'));
}

/** The message of an error, including each one an AggregateError carries (connecting to `localhost` tries ::1 and 127.0.0.1). */
export function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0)
    return [...new Set(error.errors.map(errorMessage))].join('; ');
  return error instanceof Error ? error.message || (error as { code?: string }).code || error.name : String(error);
}

/** Maps what a command threw to its exit code and the line to print. */
export function describeFailure(error: unknown): { exitCode: number; message: string; stack?: string } {
  if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message };
  if (error instanceof OutputClosed) return { exitCode: EXIT.ok, message: '' };
  if (error instanceof StreamNotFound || error instanceof StreamDeleted)
    return { exitCode: EXIT.notFound, message: error.message };
  if (error instanceof InvalidStreamId) return { exitCode: EXIT.usage, message: error.message };
  if (isConnectionError(error))
    return { exitCode: EXIT.unavailable, message: `database unavailable: ${errorMessage(error)}` };
  return {
    exitCode: EXIT.software,
    message: `unexpected error: ${errorMessage(error)}`,
    stack: error instanceof Error ? error.stack : undefined,
  };
}

/** The refusal when the PGlite data dir is held: the analyst's way out is in the message. */
export const lockedMessage = (pid: number) =>
  `the embedded platform is running (pid ${pid}); stop it or point --database at a server`;
