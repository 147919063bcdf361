import { Logger } from '@nestjs/common';
import type { BaseAppConfig } from './base-app.config';
import type { DependencyWait } from './dependency-wait';

/**
 * The app's boot wait (`DependencyWait`): `STARTUP_TIMEOUT_MS`, every retry logged at once.
 * Nest buffers its own loggers' lines until the app is built, so a wait logged through them
 * showed nothing while it waited; `ConnectionsModule` (`@lomo/connections`) provides one that
 * writes through pino directly.
 */
export const STARTUP_WAIT = Symbol('STARTUP_WAIT');

/** The boot wait of an app's dependencies: its deadline from config, every retry logged. */
export function startupWait(
  config: Pick<BaseAppConfig, 'STARTUP_TIMEOUT_MS'>,
  logger: { warn(entry: Record<string, unknown>): void } = new Logger('startup'),
): DependencyWait {
  return {
    timeoutMs: config.STARTUP_TIMEOUT_MS,
    onRetry: ({ dependency, attempt, delayMs, error }) =>
      logger.warn({ dependency, attempt, delayMs, error, msg: `${dependency} not available yet; retrying` }),
  };
}
