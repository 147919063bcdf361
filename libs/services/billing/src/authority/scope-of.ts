import { ApiError, type ApiCaller, type ScopeRef } from '@lomo/service-api';
import type { AuthorityScope } from '@lomo/service-api';

/**
 * The stored id of a scope: the caller's workspace, the given user (the caller when none is
 * given) or the given task. Scopes are confined to the caller's workspace by the stream itself.
 */
export function scopeOf(caller: ApiCaller, ref: ScopeRef): { scope: AuthorityScope; id: string } {
  const scope = ref?.scope;
  if (scope === 'workspace') return { scope, id: caller.workspaceId };
  if (scope === 'user') return { scope, id: ref.id ?? caller.userId };
  if (scope === 'task') {
    if (typeof ref.id !== 'string' || ref.id === '')
      throw new ApiError('invalid', 'invalid_scope', 'a task scope names its task id', { field: 'id' });
    return { scope, id: ref.id };
  }
  // The decider names the allowed scopes.
  return { scope: scope as AuthorityScope, id: String(ref?.id ?? '') };
}
