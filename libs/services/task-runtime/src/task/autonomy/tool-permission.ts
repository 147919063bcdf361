import type { JournalEntry } from '../task.state';
import type { CheckpointCard } from '../task.types';

/** Per workspace and tool. Irreversible tools ask whatever the policy says. */
export type ToolPolicy = 'always_allow' | 'always_ask' | 'deny';
export const TOOL_POLICIES: readonly ToolPolicy[] = ['always_allow', 'always_ask', 'deny'];

/** Where the worker reads a workspace's policy for a tool (`data-access/sql-tool-policies.ts` in production). */
export interface ToolPolicySource {
  policyFor(workspaceId: string, tool: string): Promise<ToolPolicy | undefined>;
}

/** No stored policies: everything allowed except what asks by its risk class. */
export const allowAll: ToolPolicySource = { policyFor: async () => undefined };

/**
 * The permission card for a call a policy asks about: it shows exactly the call, and
 * the call's result tells the model the user is asked first. Confirming the card lets that
 * call — and only that one — run in the next turn.
 */
export function permissionCard(entry: JournalEntry): { result: unknown; card: CheckpointCard } {
  const cardId = `permission:${entry.id}`;
  return {
    result: {
      refused: true,
      reason: 'awaiting_approval',
      detail: `the user is asked to approve ${entry.tool} first`,
      card_id: cardId,
    },
    card: {
      cardId,
      proposal: `Run ${entry.tool}?`,
      candidates: [],
      actions: ['confirm', 'reject'],
      origin: 'tool_permission',
      toolCall: { callId: entry.id, tool: entry.tool, input: entry.input },
    },
  };
}
