import { AsyncLocalStorage } from 'node:async_hooks';

/** The deadline and cancellation of the call being served, inherited by every call it makes. */
export interface CallContext {
  /** Absolute deadline (ms since epoch); Infinity when the caller set none. */
  deadline: number;
  signal: AbortSignal;
}

const storage = new AsyncLocalStorage<CallContext>();

/**
 * Runs `work` as part of a call: gRPC calls made inside it end no later than `deadline` and
 * are cancelled with `signal` (deadline and cancellation propagation, as gRPC prescribes).
 */
export const runInCallContext = <T>(context: CallContext, work: () => Promise<T>): Promise<T> =>
  storage.run(context, work);

export const currentCallContext = (): CallContext | undefined => storage.getStore();
