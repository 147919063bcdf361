import type { ApiCaller } from '@lomo/service-api';
import type { Embedder } from '@lomo/search';
import type { RecordRouting } from '../main-thread/main-thread.events';
import type { CandidateFinder } from './candidates';
import { replyFor } from './reply';
import { OfflineRouteDecider, type RouteDeciding } from './route-deciding';
import type { TaskActions } from './task-actions';

export type Routed = Pick<
  RecordRouting,
  | 'decision'
  | 'taskIds'
  | 'reason'
  | 'candidates'
  | 'reply'
  | 'card'
  | 'searchDegraded'
  | 'similarity'
  | 'decidedBy'
  | 'modelFallback'
  | 'promptTokens'
  | 'language'
>;

/** A message without an explicit target: candidates → `decideRoute` → the outcome's action. */
export class SemanticRouter {
  constructor(
    private readonly finder: CandidateFinder,
    private readonly actions: TaskActions,
    private readonly embedder: Embedder,
    private readonly decider: RouteDeciding = new OfflineRouteDecider(),
  ) {}

  /** `discussed`: the tasks the main thread went to, most recent first. */
  async route(
    caller: ApiCaller,
    input: { messageId: string; text: string; language?: string },
    discussed: readonly string[] = [],
  ): Promise<Routed> {
    const found = await this.finder.find(caller, input.text, discussed);
    const { route, decidedBy, modelFallback, promptTokens } = await this.decider.decide({
      text: input.text,
      candidates: found.candidates,
    });
    const evidence = {
      reason: route.reason,
      candidates: found.candidates.map(({ exact: _e, recency: _r, ...c }) => c),
      similarity: this.embedder.name,
      decidedBy,
      promptTokens,
      ...(modelFallback ? { modelFallback } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(found.searchDegraded ? { searchDegraded: found.searchDegraded } : {}),
    };
    switch (route.outcome) {
      case 'answer_in_main':
        return {
          ...evidence,
          decision: 'answered_in_main',
          taskIds: [],
          reply: replyFor(route.intent, found.recent, found.candidates, input.language),
        };
      case 'create_lightweight':
        return {
          ...evidence,
          decision: 'created_lightweight_task',
          taskIds: [await this.actions.create(caller, input, 'lightweight')],
        };
      case 'attach':
        await this.actions.deliverTo(caller, route.taskId, input);
        return { ...evidence, decision: 'attached_to_task', taskIds: [route.taskId] };
      case 'create_persistent':
        return {
          ...evidence,
          decision: 'created_task',
          taskIds: [await this.actions.create(caller, input, 'persistent')],
        };
      case 'ask_user': {
        const brief = (id: string) => found.candidates.find((c) => c.taskId === id)?.brief ?? id;
        const options = [
          ...route.taskIds.map((taskId) => ({ optionId: taskId, label: `Continue “${brief(taskId)}”`, taskId })),
          { optionId: 'new', label: 'Start a new task' },
        ];
        return { ...evidence, decision: 'asked_user', taskIds: [], card: { question: route.question, options } };
      }
      default: {
        const _exhaustive: never = route;
        return _exhaustive;
      }
    }
  }
}
