import { AsyncLocalStorage } from 'node:async_hooks';

const scopes = new AsyncLocalStorage<string>();

/**
 * Runs `work` with the model vectors it makes kept under `workspaceId` (ADR 0055, 0057): a kept
 * vector is derived from a person's words, so it must be erasable with them, and the only owner
 * every embedding call knows is the workspace it serves. Calls outside any scope are embedded
 * and never kept — nothing lands at rest that no erasure could find.
 */
export const withEmbeddingScope = <T>(workspaceId: string, work: () => T): T =>
  workspaceId ? scopes.run(workspaceId, work) : work();

/** The workspace whose vectors the current call keeps, if any. */
export const embeddingScope = (): string | undefined => scopes.getStore();
