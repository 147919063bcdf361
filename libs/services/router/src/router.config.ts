import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidatorConstraint,
  Validate,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';

/** Refuses simulated time where the deployment says it is production (`NODE_ENV=production`, as the image sets). */
@ValidatorConstraint({ name: 'notInProduction' })
class NotInProduction implements ValidatorConstraintInterface {
  validate(on: unknown, args: ValidationArguments): boolean {
    return on !== true || (args.object as { NODE_ENV?: string }).NODE_ENV !== 'production';
  }

  defaultMessage(): string {
    return 'ROUTER_SIMULATED_TIME lets clients stamp message times, for scenario runs only; it is refused with NODE_ENV=production';
  }
}

/** Who decides a main-thread message's outcome (docs/routing.md). */
export const ROUTER_DECIDERS = ['offline', 'model'] as const;

/** The router's settings; any config object with these fields will do. */
export interface RouterSettings {
  ROUTER_DECIDER: (typeof ROUTER_DECIDERS)[number];
  ROUTER_MODEL_TIMEOUT_MS: number;
  ROUTER_SIMULATED_TIME: boolean;
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

    /**
     * Scenario runs: a client may stamp a posted message's time (`at`), and the router's one
     * clock follows the stamps (docs/routing.md, *Simulated time*). Never in production: refused
     * at boot with `NODE_ENV=production`. @default false
     */
    @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
    @IsBoolean()
    @Validate(NotInProduction)
    ROUTER_SIMULATED_TIME = false;

    /** Read only to refuse scenario settings in production (the image sets `production`). */
    @IsOptional()
    @IsString()
    NODE_ENV?: string;
  }
  return WithRouterConfig;
}
