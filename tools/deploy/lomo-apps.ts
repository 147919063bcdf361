import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { type BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';

export const root = resolve(__dirname, '../..');

/** Every app under apps/ (a directory with src/app.ts), e.g. `platform`, `router`. */
export function appNames(): string[] {
  return readdirSync(join(root, 'apps'))
    .filter((name) => existsSync(join(root, 'apps', name, 'src/app.ts')))
    .sort();
}

/** The apps run one per process in distributed mode: all but the embedded platform. */
export const serviceAppNames = (): string[] => appNames().filter((name) => name !== 'platform');

/** Imports `apps/<name>/src/app.ts` and returns the app definition it exports. */
export async function loadApp(name: string): Promise<LomoAppDefinition> {
  const exports = (await import(join(root, 'apps', name, 'src/app'))) as Record<string, unknown>;
  const definition = Object.values(exports).find(
    (value): value is LomoAppDefinition =>
      typeof value === 'object' && value !== null && 'config' in value && (value as LomoAppDefinition).name === name,
  );
  if (!definition) throw new Error(`apps/${name}/src/app.ts exports no app definition named "${name}"`);
  return definition;
}

/**
 * Variables a manifest may set that the container reads rather than the app's config:
 * the entrypoint's app choice and the @swc/core binding cache (see components/app-defaults).
 */
export const CONTAINER_VARIABLES: ReadonlySet<string> = new Set([
  'LOMO_APP',
  'SWC_NATIVE_BINDING_CACHE',
  'SWC_NATIVE_BINDING_CACHE_SKIP_SECURITY_CHECK',
]);

export interface EnvCheck {
  /** The validated config, when there were no problems. */
  config?: BaseAppConfig;
  /** One line per problem: a variable the app does not know (a typo), or a ConfigError. */
  problems: string[];
}

/**
 * Runs `env` through the app's own boot-time validation (`loadConfig`, as runApp does), and
 * also reports variables its schema does not declare: loadConfig ignores unknown variables
 * (the environment holds far more than ours), so a misspelled optional setting such as
 * `OPENSEARCH_ULR` would otherwise pass unnoticed and silently fall back to its default.
 */
export function checkAppEnv(definition: LomoAppDefinition, env: Record<string, string>): EnvCheck {
  const ours = Object.fromEntries(Object.entries(env).filter(([name]) => !CONTAINER_VARIABLES.has(name)));
  const unknown = validateSync(plainToInstance(definition.config, ours), {
    whitelist: true,
    forbidNonWhitelisted: true,
  })
    .filter((error) => error.constraints?.whitelistValidation)
    .map((error) => `${error.property}: not a setting of ${definition.name}`);
  try {
    const config = loadConfig(definition.config, env);
    return unknown.length > 0 ? { problems: unknown } : { config, problems: [] };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { problems: [...unknown, ...error.problems] };
  }
}
