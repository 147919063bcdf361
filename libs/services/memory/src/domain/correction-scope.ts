import type { MemoryStatement } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A correction versions what it corrects. Its scope is read from its own words, and "I
 * got the colour wrong, it's plum" or "we want the catalogue in A5 now" may read another scope
 * than the statement it corrects — which would leave the old value current beside the new one.
 * So a lasting correction on a subject the person holds, stated by them, in exactly one other
 * lasting scope (and not in its own) takes that scope. Pure.
 */
export function correctionInScope(state: MemoryState, statement: MemoryStatement): MemoryStatement {
  if (statement.scope === 'task') return statement;
  const scopes = new Set<MemoryStatement['scope']>();
  for (const memory of state.memories.values()) {
    const held = currentVersion(memory)?.statement;
    if (!held || held.origin !== 'user_stated' || held.scope === 'task') continue;
    if (norm(held.subject) === norm(statement.subject)) scopes.add(held.scope);
  }
  if (scopes.has(statement.scope) || scopes.size !== 1) return statement;
  return { ...statement, scope: [...scopes][0] };
}
