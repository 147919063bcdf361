import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';

/** Who decides a main-thread message's outcome (docs/routing.md). */
export const ROUTER_DECIDERS = ['offline', 'model'] as const;

/** The router's settings; any config object with these fields will do. */
export interface RouterSettings {
  ROUTER_DECIDER: (typeof ROUTER_DECIDERS)[number];
  ROUTER_MODEL_TIMEOUT_MS: number;
}

/**
 * Adds the router's settings to an app's config class. `model` routes through the chat
 * model of the app's `LLM_*` settings; the offline rules stay the fallback.
 */
export function withRouterConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithRouterConfig extends Base implements RouterSettings {
    /** `offline` (rules, no model call) or `model` (the configured LLM, offline rules as fallback). @default offline */
    @IsIn(ROUTER_DECIDERS)
    ROUTER_DECIDER: RouterSettings['ROUTER_DECIDER'] = 'offline';

    /** A routing model slower than this is not waited for (the offline rules decide). @default 10000 */
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(100)
    @Max(120_000)
    ROUTER_MODEL_TIMEOUT_MS = 10_000;
  }
  return WithRouterConfig;
}
