import type { ApiCaller } from '@lomo/service-api';
import type { Embedder } from '@lomo/search';
import type { RecordRouting } from '../main-thread/main-thread.events';
import type { CandidateFinder } from './candidates';
import { craftCard, replyFor } from './reply';
import { smallTalk } from './chit-chat';
import { OfflineRouteDecider, type RouteDeciding } from './route-deciding';
import { taskIdFor, type TaskActions } from './task-actions';
import { type PostStages, UNTIMED } from '../main-thread/post-stages';

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
    private readonly stages: Pick<PostStages, 'time'> = UNTIMED,
  ) {}

  /**
   * `discussed`: the tasks the main thread went to, most recent first; `said`: per task, the
   * messages it was sent; `offered`: the tasks the router's last card offered, when the thread's
   * last entry is that card.
   */
  async route(
    caller: ApiCaller,
    input: { messageId: string; text: string; language?: string; idleHours?: number },
    discussed: readonly string[] = [],
    said: ReadonlyMap<string, readonly string[]> = new Map(),
    offered: readonly string[] = [],
  ): Promise<Routed> {
    const found = await this.stages.time('find', () => this.finder.find(caller, input.text, discussed, said, offered));
    // A retried post (the client's Idempotency-Key, after a 503 or a lost answer) whose first
    // attempt already created its task must record that creation again, not weigh the message
    // against its own task and call it a duplicate.
    const own = found.recent.find((t) => t.taskId === taskIdFor(caller.workspaceId, input.messageId));
    if (own)
      return {
        decision: own.kind === 'lightweight' ? 'created_lightweight_task' : 'created_task',
        taskIds: [own.taskId],
        reason: 'a retry of the post that created this task',
        decidedBy: 'retry',
        ...(input.language ? { language: input.language } : {}),
      };
    const { route, decidedBy, modelFallback, promptTokens } = await this.stages.time('decide', () =>
      this.decider.decide({
        text: input.text,
        ...(input.idleHours !== undefined ? { idleHours: input.idleHours } : {}),
        candidates: found.candidates,
        ...(found.act?.act ? { act: found.act } : {}),
        ...(found.act && !found.act.act && found.act.continuation ? { continuation: found.act.continuation } : {}),
        ...(found.act && !found.act.act && found.act.leaning ? { leaning: found.act.leaning } : {}),
      }),
    );
    // An act the classifier could not settle is part of the evidence: the rules decided alone.
    const unread = found.act && !found.act.act ? ` [${found.act.abstained}]` : '';
    const evidence = {
      reason: `${route.reason}${unread}`,
      candidates: found.candidates.map(({ exact: _e, recency: _r, offered: _o, ...c }) => c),
      similarity: this.embedder.name,
      decidedBy,
      promptTokens,
      ...(modelFallback ? { modelFallback } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(found.searchDegraded ? { searchDegraded: found.searchDegraded } : {}),
    };
    switch (route.outcome) {
      case 'answer_in_main': {
        // A two-word greeting is too short for the detector; the greeting's own words name its language.
        const language = input.language ?? (route.intent === 'greeting' ? smallTalk(input.text)?.language : undefined);
        return {
          ...evidence,
          decision: 'answered_in_main',
          taskIds: [],
          reply: replyFor(route.intent, found.recent, found.candidates, language),
          // A craft question is answered here; the card offers to work on it as a task.
          ...(route.intent === 'craft' ? { card: craftCard(language) } : {}),
        };
      }
      case 'create_lightweight':
        return {
          ...evidence,
          decision: 'created_lightweight_task',
          taskIds: [await this.stages.time('act', () => this.actions.create(caller, input, 'lightweight'))],
        };
      case 'attach':
        await this.stages.time('act', () => this.actions.deliverTo(caller, route.taskId, input));
        return { ...evidence, decision: 'attached_to_task', taskIds: [route.taskId] };
      case 'create_persistent':
        return {
          ...evidence,
          decision: 'created_task',
          taskIds: [await this.stages.time('act', () => this.actions.create(caller, input, 'persistent'))],
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
