import { ApiError, isApiError, type ApiErrorKind } from '@lomo/service-api';
import type { ToolOutcome } from '../tool-registry';

/** The identity of one tool call: the runtime's call id is unique within its task. */
export interface ToolCallKey {
  workspaceId: string;
  taskId: string;
  callId: string;
  tool: string;
}

/**
 * Where a tool host keeps the calls it ran, by key, across its replicas and restarts
 * (`SqlCallLedger` of `@lomo/bootstrap`, beside the gRPC tool host, in the service's database). `claim` is insert-if-absent.
 */
export interface CallLedger {
  claim(
    scope: string,
    key: string,
  ): Promise<
    { claimed: true } | { claimed: false; recorded: unknown } | { claimed: false; running: true; stale: boolean }
  >;
  record(scope: string, key: string, value: unknown): Promise<void>;
  release(scope: string, key: string): Promise<void>;
}

/** What an earlier attempt of a call left: its outcome, or the error it threw. */
type Recorded =
  | { outcome: ToolOutcome }
  | { error: { kind?: ApiErrorKind; code?: string; message: string; details?: Record<string, unknown> } };

const SCOPE = 'tool-host';

/**
 * Runs a non-idempotent tool call once per call id (issue 14): the runtime re-sends a call
 * whose outcome it does not know (its deadline passed while the host ran it, the host
 * restarted), and the repeat gets the first attempt's outcome — or its error — instead of a
 * second effect. A repeat while the first attempt still runs is told to wait
 * (`tool_call_in_progress`, which the runtime retries); an attempt that never finished
 * (its host died mid-call) answers "outcome unknown" for the model to check.
 */
export async function runOnce(
  ledger: CallLedger,
  key: ToolCallKey,
  run: () => Promise<ToolOutcome>,
): Promise<ToolOutcome> {
  const id = `${key.workspaceId}/${key.taskId}/${key.callId}`;
  const claim = await ledger.claim(SCOPE, id);
  if (!claim.claimed) return earlier(key, claim);
  let recorded: Recorded;
  try {
    recorded = { outcome: await run() };
  } catch (error) {
    // A dependency of the host that was down changed nothing: the claim goes, a retry runs the tool.
    if (isApiError(error) && error.kind === 'unavailable') {
      await ledger.release(SCOPE, id);
      throw error;
    }
    recorded = { error: errorRecord(error) };
  }
  await ledger.record(SCOPE, id, recorded);
  return replay(recorded);
}

function earlier(key: ToolCallKey, claim: { recorded: unknown } | { running: true; stale: boolean }): ToolOutcome {
  if ('recorded' in claim) return replay(claim.recorded as Recorded);
  if (claim.stale)
    return {
      result: {
        outcome: 'unknown',
        reason: 'outcome_unknown',
        detail: `an earlier attempt of ${key.tool} stopped before it finished: it may or may not have applied; check the current state before retrying`,
      },
    };
  // The first attempt still runs (the runtime's deadline passed first): the runtime waits and asks again.
  throw new ApiError('unavailable', 'tool_call_in_progress', `an earlier attempt of ${key.tool} is still running`, {
    tool: key.tool,
    callId: key.callId,
  });
}

function errorRecord(error: unknown): Extract<Recorded, { error: unknown }>['error'] {
  if (isApiError(error)) return { kind: error.kind, code: error.code, message: error.message, details: error.details };
  return { message: error instanceof Error ? error.message : String(error) };
}

function replay(recorded: Recorded): ToolOutcome {
  if ('outcome' in recorded) return recorded.outcome;
  const { kind, code, message, details } = recorded.error;
  if (kind && code) throw new ApiError(kind, code, message, details ?? {});
  throw new Error(message);
}
