import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/**
 * A setting is missing or has a value the schema does not allow. The message is one line
 * naming every offending variable and what it accepts, so an operator can fix the
 * deployment without reading a stack trace.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration: ${problems.join('; ')}`);
  }
}

/**
 * Validates `env` against a class-validator schema and returns the typed, defaulted config.
 * Unknown variables are ignored (the environment holds far more than ours); empty strings
 * count as unset so `FOO=` in a manifest falls back to the default rather than failing.
 */
export function loadConfig<T extends object>(schema: ClassConstructor<T>, env: NodeJS.ProcessEnv): T {
  const plain = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = plainToInstance(schema, plain, { enableImplicitConversion: false, exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(errors.flatMap(describe));
  return config;
}

function describe(error: ValidationError): string[] {
  const got = error.value === undefined ? 'unset' : `got ${JSON.stringify(error.value)}`;
  const own = Object.values(error.constraints ?? {}).map((rule) => `${error.property}: ${rule} (${got})`);
  return [...own, ...(error.children ?? []).flatMap(describe)];
}
