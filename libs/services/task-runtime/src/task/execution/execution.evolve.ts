import type { JournalEntry, LiveTask } from '../task.model';
import type { ExecutionEvent } from './execution.events';

export function evolveExecution(task: LiveTask, event: ExecutionEvent): LiveTask {
  switch (event.type) {
    case 'ExecutionTakenOver':
      return { ...task, generation: event.data.generation };
    case 'TurnStarted':
      task.journal.clear();
      return {
        ...task,
        status: 'running',
        stopReason: undefined,
        turns: event.data.turn,
        openTurn: { turn: event.data.turn, steps: 0, lastStepCalls: -1 },
      };
    case 'StepDecided': {
      // Tolerates steps written without these lists (older writers, hand-made test streams in a
      // shared log): a fold must never fail on an event the log already holds.
      const { consumedMessageIds = [], toolCalls = [] } = event.data;
      const voices = new Set<string | undefined>();
      for (const id of consumedMessageIds) {
        const entry = task.inbox.get(id);
        if (!entry) continue;
        voices.add(entry.voice);
        const { text, voice } = entry;
        task.inbox.set(id, {
          text,
          state: 'consumed',
          turn: event.data.turn,
          step: event.data.step,
          ...(voice ? { voice } : {}),
        });
      }
      // R-6.6 (ADR 0065): paid calls follow the last person heard; a step that took both voices asks.
      const viaOpenApi = voices.has('open_api') ? true : voices.has('person') ? false : task.viaOpenApi;
      for (const call of toolCalls) task.journal.set(call.id, { ...call, state: 'pending' });
      const approved = event.data.approvedCardIds ?? [];
      const output = event.data.output || task.lastOutput;
      // A user who writes is engaged: the no-progress count restarts (R-6.3 counts the agent's own loop).
      const noProgressTurns = consumedMessageIds.length > 0 ? 0 : task.noProgressTurns;
      return {
        ...task,
        lastOutput: output,
        noProgressTurns,
        ...(viaOpenApi !== undefined ? { viaOpenApi } : {}),
        approvedCalls: task.approvedCalls.filter((id) => !approved.includes(id)),
        openTurn: { turn: event.data.turn, steps: event.data.step, lastStepCalls: toolCalls.length },
      };
    }
    case 'ToolCallStarted':
      return withCall(task, event.data.callId, { state: 'started' });
    case 'ToolCallCompleted':
      if (event.data.progress) task.progressSinceCheck = true;
      if (event.data.progress === 'generation_submitted') task.generations = (task.generations ?? 0) + 1;
      return withCall(task, event.data.callId, {
        state: 'completed',
        result: event.data.result,
        waitingFor: event.data.waitingFor,
      });
    case 'HistorySummarised':
      return { ...task, summarisedThrough: event.data.to };
    case 'HistorySummaryFailed':
      return task;
    case 'ToolCallDeferred': {
      const { peer, reason, attempt, since, retryAt } = event.data;
      return withCall(task, event.data.callId, {
        state: 'retrying',
        retry: { peer, reason, attempts: attempt, since, retryAt },
      });
    }
    case 'ToolCallOutcomeUnknown':
      return withCall(task, event.data.callId, { state: 'outcome_unknown' });
    case 'TurnCompleted': {
      const { next, reason, progress, waitingFor = [] } = event.data;
      const noProgressTurns = progress === false ? task.noProgressTurns + 1 : progress ? 0 : task.noProgressTurns;
      // A pause that arrived mid-turn wins over the turn's own outcome.
      const paused = task.status === 'paused';
      return {
        ...task,
        status: paused ? 'paused' : next,
        stopReason: paused ? task.stopReason : reason,
        openTurn: undefined,
        waitingFor: new Set(waitingFor),
        progressSinceCheck: false,
        noProgressTurns,
      };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function withCall(task: LiveTask, callId: string, change: Partial<JournalEntry>): LiveTask {
  const call = task.journal.get(callId);
  if (call) task.journal.set(callId, { ...call, ...change });
  return task;
}
