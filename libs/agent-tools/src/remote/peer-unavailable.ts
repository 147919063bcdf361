import { isApiError } from '@lomo/service-api';

/**
 * Failures of a remote tool call that say nothing about the tool, only that its peer service
 * could not answer: down or refusing connections (`peer_unavailable`), past the deadline
 * (`peer_deadline_exceeded`: it may have reached the peer, whose dedup by call id makes the
 * retry safe), or still running an earlier attempt of the same call (`tool_call_in_progress`).
 * Credentials, cancellation and version skew are not among them: waiting would not help.
 */
const RETRYABLE = new Set(['peer_unavailable', 'peer_deadline_exceeded', 'tool_call_in_progress']);

/**
 * A remote tool call that did not get an answer from its peer service: the task runtime
 * defers the call and re-runs it under the same call id instead of recording a failure the
 * model would see (issue 14). `peer` names the service that was unreachable.
 */
export class PeerUnavailable extends Error {
  constructor(
    readonly peer: string,
    /** The failure's stable code (see RETRYABLE). */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PeerUnavailable';
  }
}

export const isPeerUnavailable = (error: unknown): error is PeerUnavailable => error instanceof PeerUnavailable;

/** `error` of a call to `peer` as a PeerUnavailable when it is one; undefined for any other failure. */
export function peerUnavailable(error: unknown, peer: string): PeerUnavailable | undefined {
  if (!isApiError(error) || error.kind !== 'unavailable' || !RETRYABLE.has(error.code)) return undefined;
  // A failure the peer forwarded from its own peer names that one.
  const named = typeof error.details.peer === 'string' ? error.details.peer : peer;
  return new PeerUnavailable(named, error.code, error.message);
}
