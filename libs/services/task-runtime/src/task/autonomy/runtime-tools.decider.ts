import type { CapabilityVerdict } from '../dag/dag.types';
import { decideUpdatePlan } from '../dag/update-plan.decider';
import type { ChecklistItemStatus, CheckpointCard, ResultRef, TaskEvent } from '../task.events';
import type { JournalEntry, Task } from '../task.state';

/** Tools the runtime itself implements: their effect is events on the task stream. */
export const RUNTIME_TOOL_NAMES = [
  'update_checklist',
  'update_plan',
  'update_checklist_item',
  'request_approval',
] as const;
export type RuntimeToolName = (typeof RUNTIME_TOOL_NAMES)[number];
export const isRuntimeTool = (name: string): name is RuntimeToolName =>
  (RUNTIME_TOOL_NAMES as readonly string[]).includes(name);

interface ChecklistInput {
  items: Array<{ title: string; id?: string; needs_approval?: boolean }>;
}
interface ItemInput {
  item_id: string;
  status: ChecklistItemStatus;
  evidence?: string;
  result_ids?: string[];
}
interface ApprovalInput {
  proposal: string;
  candidates?: Array<{ label: string; artifact_id?: string }>;
  item_id?: string;
}

/**
 * Runs a runtime tool (input already schema-checked): the result the model sees and the task
 * events, appended together with the call's completion. A refusal is a result, not a throw —
 * the model reads why (e.g. an item closed without evidence, R-6.1).
 */
export function decideRuntimeTool(
  task: Task,
  call: JournalEntry,
  by: string,
  at: string,
  capabilities?: CapabilityVerdict,
): { result: unknown; events: TaskEvent[] } {
  switch (call.tool as RuntimeToolName) {
    case 'update_plan':
      return decideUpdatePlan(task, call, capabilities, by, at);
    case 'update_checklist': {
      const input = call.input as ChecklistInput;
      const byTitle = new Map(task.checklist.map((i) => [i.title.toLowerCase(), i.itemId]));
      const used = new Set<string>();
      const items = input.items.map((item, n) => {
        // A revision keeps ids (and so results) by explicit id, else by the same title.
        let itemId = item.id ?? byTitle.get(item.title.toLowerCase()) ?? `item-${task.checklist.length + n + 1}`;
        while (used.has(itemId)) itemId = `${itemId}'`;
        used.add(itemId);
        return { itemId, title: item.title, needsApproval: item.needs_approval ?? false };
      });
      return {
        result: { checklist: items.map((i) => ({ id: i.itemId, title: i.title })) },
        events: [{ type: 'ChecklistSet', data: { items, by, at } }],
      };
    }
    case 'update_checklist_item': {
      const input = call.input as ItemInput;
      const item = task.checklist.find((i) => i.itemId === input.item_id);
      if (!item) return refuse('unknown_item', `no checklist item ${input.item_id}`);
      const addResults: ResultRef[] = (input.result_ids ?? []).map((id) => ({ kind: 'artifact', id }));
      if (input.status === 'done') {
        if (item.needsApproval)
          return refuse(
            'needs_user_approval',
            `"${item.title}" is closed by the user's answer on its approval card, not by the model`,
          );
        if (!input.evidence && addResults.length === 0 && item.results.length === 0)
          return refuse('evidence_required', 'an item is closed only with evidence or a linked result');
      }
      return {
        result: { item_id: item.itemId, status: input.status },
        events: [
          {
            type: 'ChecklistItemUpdated',
            data: { itemId: item.itemId, status: input.status, evidence: input.evidence, addResults, by, at },
          },
        ],
      };
    }
    case 'request_approval': {
      const input = call.input as ApprovalInput;
      if (input.item_id && !task.checklist.some((i) => i.itemId === input.item_id))
        return refuse('unknown_item', `no checklist item ${input.item_id}`);
      const candidates = (input.candidates ?? []).map((c, n) => ({
        candidateId: c.artifact_id ?? `c${n + 1}`,
        label: c.label,
        artifactId: c.artifact_id,
      }));
      const card: CheckpointCard = {
        cardId: `card:${call.id}`,
        proposal: input.proposal,
        candidates,
        origin: 'model',
        itemId: input.item_id,
        actions: candidates.length > 0 ? ['pick', 'adjust'] : ['confirm', 'adjust'],
      };
      return {
        result: { card_id: card.cardId, state: 'open', note: 'the task stops here until the user answers' },
        events: [{ type: 'CheckpointOpened', data: { card, at } }],
      };
    }
  }
}

function refuse(reason: string, detail: string) {
  return { result: { refused: true, reason, detail }, events: [] };
}
