import { safeStreamPart, streamCategory } from './stream-category';

/** generation-gateway's job streams, `genjob-{workspace}-{idempotency key}`. */
export const GEN_JOB_STREAMS = streamCategory('genjob');

/** One job per (workspace, idempotency key): two workers submitting the same call meet here. */
export const genJobStreamId = (workspaceId: string, idempotencyKey: string): string =>
  `${GEN_JOB_STREAMS.category}-${safeStreamPart(workspaceId)}-${safeStreamPart(idempotencyKey)}`;
