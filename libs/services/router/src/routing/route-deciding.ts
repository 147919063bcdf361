import type { ChatModelPort } from '@lomo/llm';
import type { Route, RouteMessage, RouteThresholds } from './route';
import { decideRoute } from './route.decider';
import { routeFromModel } from './model/model-route';
import { promptTokens } from './model/prompt-tokens';
import { routePrompt } from './model/route-prompt';

/** A routing decision and who made it, as the routing event records it. */
export interface Decided {
  route: Route;
  /** `offline-rules`, or the model that answered. */
  decidedBy: string;
  /** Set when a model was asked but its answer was not used: the offline rules decided (why, in words). */
  modelFallback?: string;
  /** Tokens of the prompt a model was (or would be) given. */
  promptTokens: number;
}

/** Decides the outcome of one message from its scored candidates. */
export interface RouteDeciding {
  decide(message: RouteMessage): Promise<Decided>;
}

export const OFFLINE_RULES = 'offline-rules';

/** The default: the pure offline rules (`decideRoute`); no model call. */
export class OfflineRouteDecider implements RouteDeciding {
  constructor(private readonly thresholds?: RouteThresholds) {}

  async decide(message: RouteMessage): Promise<Decided> {
    const tokens = promptTokens(routePrompt(message.text, message.candidates).input);
    return { route: decideRoute(message, this.thresholds), decidedBy: OFFLINE_RULES, promptTokens: tokens };
  }
}

/** Options of {@link ModelRouteDecider}. */
export interface ModelRouteOptions {
  /** A model answer slower than this is not waited for; the offline rules decide. @default 10000 */
  timeoutMs?: number;
  thresholds?: RouteThresholds;
}

/**
 * Model-backed routing: the routing prompt (`routePrompt`: the small candidate set,
 * never histories) to a chat model that answers with the `route` tool. A model that throws,
 * times out or answers with something that is not a valid route is not acted on: the offline
 * rules decide and `modelFallback` says why, so the message is never lost.
 */
export class ModelRouteDecider implements RouteDeciding {
  constructor(
    private readonly model: ChatModelPort,
    private readonly options: ModelRouteOptions = {},
  ) {}

  async decide(message: RouteMessage): Promise<Decided> {
    const { input, refs } = routePrompt(message.text, message.candidates);
    const tokens = promptTokens(input);
    const offline = (why: string): Decided => ({
      route: decideRoute(message, this.options.thresholds),
      decidedBy: OFFLINE_RULES,
      modelFallback: why,
      promptTokens: tokens,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the model did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const decision = await Promise.race([this.model.decide(input), timeout]);
      // A guarded model (llama-cpp) that failed answers with the offline planner's decision: its reason is the fallback's.
      if (decision.fallback) return offline(decision.fallback);
      const route = routeFromModel(decision, refs);
      if ('invalid' in route) return offline(route.invalid);
      return { route, decidedBy: decision.model, promptTokens: decision.usage?.inputTokens ?? tokens };
    } catch (error) {
      return offline(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }
}
