import { type BaseAppConfig, ConfigError, DependencyUnavailable, loadConfig } from '@lomo/config';
import { startTracing, TracingConfigError, type TracingHandle } from '@lomo/observability/tracing';
import { createLomoApp, type LomoAppDefinition } from './lomo-app';

/** sysexits' EX_CONFIG: the process cannot start because of its configuration. */
export const EXIT_CONFIG = 78;

/** sysexits' EX_UNAVAILABLE: a dependency (PostgreSQL, Kafka, Redis, OpenSearch) did not answer within STARTUP_TIMEOUT_MS. */
export const EXIT_UNAVAILABLE = 69;

/**
 * `main.ts` of every app: validate config (one-line error and exit 78 when bad), boot,
 * listen, print the URL, and on SIGTERM/SIGINT drain and close within SHUTDOWN_TIMEOUT_MS.
 */
export async function runApp<C extends BaseAppConfig>(definition: LomoAppDefinition<C>): Promise<void> {
  let config: C;
  try {
    config = loadConfig(definition.config, process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`lomo ${definition.name}: ${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }

  // Before the app is built, so its first request is traced; off unless `OTEL_*` asks (ADR 0049).
  let tracing: TracingHandle | undefined;
  try {
    tracing = await startTracing(definition.name);
  } catch (error) {
    if (!(error instanceof TracingConfigError)) throw error;
    process.stderr.write(`lomo ${definition.name}: ${error.message}\n`);
    process.exit(EXIT_CONFIG);
  }

  let app: Awaited<ReturnType<typeof createLomoApp>>;
  try {
    app = await createLomoApp(definition, config);
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    // Settings only the running app can check (the vault's KEK against its data keys) fail the same way.
    if (!(error instanceof ConfigError) && !(error instanceof DependencyUnavailable)) throw error;
    process.stderr.write(`lomo ${definition.name}: ${error.message}\n`);
    process.exit(error instanceof ConfigError ? EXIT_CONFIG : EXIT_UNAVAILABLE);
  }
  const shutdown = (signal: NodeJS.Signals) => {
    const deadline = setTimeout(() => {
      process.stderr.write(`lomo ${definition.name}: shutdown exceeded ${config.SHUTDOWN_TIMEOUT_MS} ms, exiting\n`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    app
      .close()
      // The spans of the drain itself are flushed too.
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`lomo ${definition.name}: error during ${signal} shutdown: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // Only now: whoever waits for this line may signal at once, and a SIGTERM that arrived
  // before the handler would kill the process instead of closing it (seen in a cold CI run).
  const address = app.getHttpServer().address() as { port: number };
  process.stdout.write(`Lomo ${definition.name} listening on http://${config.HOST}:${address.port}\n`);
}
