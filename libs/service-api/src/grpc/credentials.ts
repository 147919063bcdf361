import { Metadata } from '@grpc/grpc-js';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiCaller } from '../caller';
import { injectTraceContext } from './tracing';

/** Metadata keys of the caller; trusted only on a call that carries the service credential. */
export const CALLER_KEYS = {
  workspaceId: 'x-lomo-workspace-id',
  userId: 'x-lomo-user-id',
  viaOpenApi: 'x-lomo-via-open-api',
} as const;

const bearer = (token: string) => `Bearer ${token}`;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The outgoing metadata of one call: the service credential, who the call acts for, and the trace it is part of. */
export function callMetadata(token: string, caller: ApiCaller | undefined): Metadata {
  const metadata = new Metadata();
  metadata.set('authorization', bearer(token));
  if (caller) {
    metadata.set(CALLER_KEYS.workspaceId, caller.workspaceId);
    metadata.set(CALLER_KEYS.userId, caller.userId);
    if (caller.viaOpenApi) metadata.set(CALLER_KEYS.viaOpenApi, '1');
  }
  return injectTraceContext(metadata);
}

/** Whether the call carries this deployment's service credential (compared in constant time). */
export function hasServiceCredential(metadata: Metadata, token: string): boolean {
  const [sent] = metadata.get('authorization');
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(bearer(token)));
}

/** The caller named by an authenticated call; undefined when it names none. */
export function callerOf(metadata: Metadata): ApiCaller | undefined {
  const text = (key: string) => {
    const [value] = metadata.get(key);
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  };
  const workspaceId = text(CALLER_KEYS.workspaceId);
  const userId = text(CALLER_KEYS.userId);
  if (!workspaceId || !userId) return undefined;
  return { workspaceId, userId, ...(text(CALLER_KEYS.viaOpenApi) === '1' ? { viaOpenApi: true } : {}) };
}
