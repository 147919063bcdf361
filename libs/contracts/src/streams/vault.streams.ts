import { safeStreamPart, streamCategory } from './stream-category';

/** The credential vault's audit streams, `vault-{workspace}`: registrations, revocations and every use, never a secret. */
export const VAULT_STREAMS = streamCategory('vault');

export const vaultStreamId = (workspaceId: string): string =>
  `${VAULT_STREAMS.category}-${safeStreamPart(workspaceId)}`;
