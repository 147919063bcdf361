import { StaleGeneration } from '../task.errors';
import type { TaskEvent } from '../task.events';
import {
  at,
  cardOpened,
  checklistSet,
  generate,
  refusedWith,
  running,
  spec,
  started,
  stepDecided,
  takenOver,
  toolCompleted,
} from '../testing/task-fixtures';

const idempotent = { tool: 'read_object', input: {}, idempotent: true };
const proposed = [...running, stepDecided(1)];
const inFlight = [...proposed, started('1:1:0', 1)];
/** Worker 2 took over while 1:1:0 (idempotent) and 1:1:1 (not) were started. */
const recovered = [
  ...running,
  stepDecided(1, [idempotent, generate]),
  started('1:1:0', 1),
  started('1:1:1', 1),
  takenOver(2),
];
const call = (
  type: 'StartToolCall' | 'AskToolPermission' | 'RunRuntimeTool' | 'MarkOutcomeUnknown',
  callId = '1:1:0',
  generation = 1,
) => ({ type, generation, callId, at }) as const;
const complete = { type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result: { url: 'a.png' }, at } as const;
const refuse = {
  type: 'RefuseToolCall',
  generation: 1,
  callId: '1:1:0',
  reason: 'denied_by_policy',
  detail: 'no',
  at,
} as const;
const refusal = toolCompleted('1:1:0', 1, { refused: true, reason: 'denied_by_policy', detail: 'no' });
const runtimeCall = (tool: string, input: unknown) => [...running, stepDecided(1, [{ tool, input, idempotent: true }])];

describe('execution slice: the tool journal (R-4.3, R-6.7, R-10.6)', () => {
  describe('StartToolCall', () => {
    it('given a pending call, when started, then ToolCallStarted', () => {
      spec
        .given(proposed)
        .when(call('StartToolCall'))
        .then([started('1:1:0', 1)]);
    });
    it('given a started idempotent call after a takeover, when started again, then nothing happens (it is re-run under the same id)', () => {
      spec
        .given(recovered)
        .when(call('StartToolCall', '1:1:0', 2))
        .thenNothingHappens();
    });
    it('given a started non-idempotent call, when started again, then it is refused with tool_call_not_runnable', () => {
      spec
        .given(recovered)
        .when(call('StartToolCall', '1:1:1', 2))
        .thenThrows(...refusedWith('tool_call_not_runnable'));
    });
    it('given a call id not in the open turn, when started, then it is refused with unknown_tool_call', () => {
      spec
        .given(proposed)
        .when(call('StartToolCall', '9:9:9'))
        .thenThrows(...refusedWith('unknown_tool_call'));
    });
  });

  describe('CompleteToolCall', () => {
    it('given a started call, when completed, then ToolCallCompleted with its result', () => {
      spec
        .given(inFlight)
        .when(complete)
        .then([toolCompleted('1:1:0', 1, { url: 'a.png' })]);
    });
    it('given a completed call, when completed again, then nothing happens', () => {
      spec
        .given([...inFlight, toolCompleted('1:1:0', 1)])
        .when(complete)
        .thenNothingHappens();
    });
    it('given a call that never started, when completed, then it is refused with tool_call_not_started', () => {
      spec
        .given(proposed)
        .when(complete)
        .thenThrows(...refusedWith('tool_call_not_started'));
    });
    it('given a zombie worker, when it completes a call, then it is refused with StaleGeneration', () => {
      spec
        .given([...inFlight, takenOver(2)])
        .when(complete)
        .thenThrows(StaleGeneration, (e) => expect(e.current).toBe(2));
    });
  });

  describe('RefuseToolCall', () => {
    it('given a pending call, when refused, then it is completed with the refusal as its result', () => {
      spec.given(proposed).when(refuse).then([refusal]);
    });
    it('given a refused call, when refused again, then nothing happens', () => {
      spec
        .given([...proposed, refusal])
        .when(refuse)
        .thenNothingHappens();
    });
    it('given a call that already started, when refused, then it is refused with tool_call_not_pending', () => {
      spec
        .given(inFlight)
        .when(refuse)
        .thenThrows(...refusedWith('tool_call_not_pending'));
    });
  });

  describe('AskToolPermission', () => {
    const asked = [
      toolCompleted('1:1:0', 1, {
        refused: true,
        reason: 'awaiting_approval',
        detail: 'the user is asked to approve generate_image first',
        card_id: 'permission:1:1:0',
      }),
      cardOpened({
        cardId: 'permission:1:1:0',
        proposal: 'Run generate_image?',
        actions: ['confirm', 'reject'],
        origin: 'tool_permission',
        toolCall: { callId: '1:1:0', tool: 'generate_image', input: { prompt: 'poster' } },
      }),
    ];
    it('given a pending call, when permission is asked, then the call completes as awaiting approval and a card shows exactly the call', () => {
      spec.given(proposed).when(call('AskToolPermission')).then(asked);
    });
    it('given permission was asked, when asked again, then nothing happens (one card)', () => {
      spec
        .given([...proposed, ...asked])
        .when(call('AskToolPermission'))
        .thenNothingHappens();
    });
    it('given a call that already started, when permission is asked, then it is refused with tool_call_not_pending', () => {
      spec
        .given(inFlight)
        .when(call('AskToolPermission'))
        .thenThrows(...refusedWith('tool_call_not_pending'));
    });
  });

  describe('RunRuntimeTool', () => {
    const plan = { items: [{ title: 'Drafts' }, { title: 'Pick one', needs_approval: true }] };
    const planSet = checklistSet(
      { itemId: 'item-1', title: 'Drafts' },
      { itemId: 'item-2', title: 'Pick one', needsApproval: true },
    );
    const planResult = toolCompleted('1:1:0', 1, {
      checklist: [
        { id: 'item-1', title: 'Drafts' },
        { id: 'item-2', title: 'Pick one' },
      ],
    });
    it('given a pending update_checklist call, when run, then ChecklistSet and the call result in one append', () => {
      spec.given(runtimeCall('update_checklist', plan)).when(call('RunRuntimeTool')).then([planSet, planResult]);
    });
    it('given it ran, when run again, then nothing happens', () => {
      spec
        .given([...runtimeCall('update_checklist', plan), planSet, planResult])
        .when(call('RunRuntimeTool'))
        .thenNothingHappens();
    });
    it('given the model closes an approval item itself, when run, then the result is a refusal the model reads (needs_user_approval), not an error', () => {
      const close = { item_id: 'item-2', status: 'done', evidence: 'I approve' };
      spec
        .given([
          ...running,
          planSet,
          stepDecided(1, [{ tool: 'update_checklist_item', input: close, idempotent: true }]),
        ])
        .when(call('RunRuntimeTool'))
        .then([
          toolCompleted('1:1:0', 1, {
            refused: true,
            reason: 'needs_user_approval',
            detail: `"Pick one" is closed by the user's answer on its approval card, not by the model`,
          }),
        ]);
    });
    it('given a call that already started, when run, then it is refused with tool_call_not_pending', () => {
      spec
        .given([...runtimeCall('update_checklist', plan), started('1:1:0', 1)])
        .when(call('RunRuntimeTool'))
        .thenThrows(...refusedWith('tool_call_not_pending'));
    });
  });

  describe('MarkOutcomeUnknown', () => {
    const unknown: TaskEvent = { type: 'ToolCallOutcomeUnknown', data: { callId: '1:1:1', generation: 2, at } };
    it('given a started non-idempotent call after a takeover, when marked, then ToolCallOutcomeUnknown (never re-run)', () => {
      spec
        .given(recovered)
        .when(call('MarkOutcomeUnknown', '1:1:1', 2))
        .then([unknown]);
    });
    it('given it was marked, when marked again, then nothing happens', () => {
      spec
        .given([...recovered, unknown])
        .when(call('MarkOutcomeUnknown', '1:1:1', 2))
        .thenNothingHappens();
    });
    it('given an idempotent call, when marked, then it is refused with invalid_task_command (it can simply be re-run)', () => {
      spec
        .given(recovered)
        .when(call('MarkOutcomeUnknown', '1:1:0', 2))
        .thenThrows(...refusedWith('invalid_task_command'));
    });
  });
});
