import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import type { BaseAppConfig } from '@lomo/config';
import { startApi, type ApiFixture } from './api-fixture';

/** The real e5-small engine (ADR 0035), installed by the project's own script (idempotent): its path. */
export const e5SmallPath = (): string =>
  execFileSync('bash', [join(resolve(__dirname, '../../../..'), 'scripts/lib/ensure-embedder.sh')], {
    encoding: 'utf8',
  }).trim();

/**
 * The embedded platform in memory on the e5-small embedder: what routing and memory judge
 * meaning with once an operator runs the installer (the hashed default reads only letters).
 */
export const startE5Platform = <C extends BaseAppConfig>(app: LomoAppDefinition<C>): Promise<ApiFixture> =>
  startApi(app, { DATABASE_URL: 'memory://', EMBEDDER: 'e5-small', EMBEDDER_PATH: e5SmallPath() });
