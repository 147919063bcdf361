import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';

/** Converts a decimal integer string; anything else is left as is so the error shows the raw value. */
const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const EVENT_STORES = ['postgres', 'eventstoredb'] as const;
export const BUSES = ['inproc', 'kafka'] as const;
export const EVENT_LOG_ENCRYPTIONS = ['auto', 'on', 'off'] as const;

/**
 * Settings every Lomo process understands. Defaults are the embedded mode: PGlite under
 * `LOMO_DATA_DIR`, the in-process bus, no Redis and no OpenSearch — so a fresh clone runs
 * with no configuration at all. Each app subclasses this to set its own port and name.
 */
export class BaseAppConfig {
  /** TCP port of the HTTP server; 0 picks a free port (tests). */
  @AsInteger()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Interface to bind. @default 127.0.0.1 (loopback; set 0.0.0.0 in containers) */
  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /** Root for local state (PGlite data, blobs). @default .lomo */
  @IsString()
  @IsNotEmpty()
  LOMO_DATA_DIR = '.lomo';

  /**
   * PostgreSQL server URL. Unset means the embedded PGlite database in
   * `PGLITE_DATA_DIR`; `memory://` means an in-memory PGlite (tests, demos).
   */
  @IsOptional()
  @Matches(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, { message: 'DATABASE_URL must be a postgres:// URL or memory://' })
  DATABASE_URL?: string;

  /** PGlite data directory when DATABASE_URL is unset. @default <LOMO_DATA_DIR>/pglite */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  PGLITE_DATA_DIR?: string;

  /**
   * Where the embedded database (PGlite) runs: `worker`, a thread of its own, so its WASM and
   * file calls do not hold the thread that reads requests (ADR 0044, amendment of 2026-12-05:
   * B14's card read p95 56–80 → 11 ms); or `main`, the app's own thread. @default worker
   */
  @IsOptional()
  @IsIn(['main', 'worker'])
  PGLITE_THREAD?: 'main' | 'worker';

  /** Event store adapter: PostgreSQL/PGlite, or EventStoreDB/KurrentDB at EVENTSTORE_URL. @default postgres */
  @IsIn(EVENT_STORES)
  EVENT_STORE: (typeof EVENT_STORES)[number] = 'postgres';

  /** EventStoreDB / KurrentDB connection string; required when EVENT_STORE=eventstoredb. */
  @ValidateIf((config: BaseAppConfig) => config.EVENT_STORE === 'eventstoredb' || config.EVENTSTORE_URL !== undefined)
  @Matches(/^(esdb|kurrentdb)(\+discover)?:\/\/.+/, {
    message: 'EVENTSTORE_URL must be an esdb:// or kurrentdb:// URL (required when EVENT_STORE=eventstoredb)',
  })
  EVENTSTORE_URL?: string;

  /**
   * Envelope encryption of the event log (ADR 0041, 0050): `auto` seals event content per task
   * whenever the process holds a key-encryption key — always in embedded mode (the vault's
   * `<LOMO_DATA_DIR>/vault.kek`, or an in-memory one with `memory://`), with `VAULT_KEK` on a
   * PostgreSQL server (none: the log stays in clear); `on` refuses to boot
   * without a KEK; `off` never seals (ADR 0050 says what happens to a log sealed before). @default auto
   */
  @IsIn(EVENT_LOG_ENCRYPTIONS)
  EVENT_LOG_ENCRYPTION: (typeof EVENT_LOG_ENCRYPTIONS)[number] = 'auto';

  /**
   * The event log's key store, apart from the data it protects (ADR 0050): a PostgreSQL URL of a
   * database of its own. Unset: embedded mode keeps it in a PGlite directory of its own
   * (`<LOMO_DATA_DIR>/event-keys`); a PostgreSQL server, in schema `lomo_keys` of DATABASE_URL.
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'EVENT_KEYS_DATABASE_URL must be a postgres:// URL' })
  EVENT_KEYS_DATABASE_URL?: string;

  /**
   * The search index's database (full text, trigrams, vectors: the words themselves, which no
   * seal keeps searchable), apart from the data (ADR 0087): a PostgreSQL URL. Unset: embedded
   * mode keeps it in a PGlite directory of its own (`<LOMO_DATA_DIR>/search`); a server or
   * `memory://`, in DATABASE_URL. With `OPENSEARCH_URL` the index is in OpenSearch and only kept
   * model vectors are here.
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'SEARCH_DATABASE_URL must be a postgres:// URL' })
  SEARCH_DATABASE_URL?: string;

  /**
   * Remote MCP servers inside the network: `refuse` an attached URL whose host is or resolves
   * to a private (RFC 1918, fc00::/7), loopback, link-local (incl. cloud metadata
   * 169.254.169.254), unspecified or carrier-grade-NAT address, checked at attach and at every
   * connection (DNS rebinding); `allow` when the operator runs MCP servers next to Lomo.
   * @default refuse
   */
  @IsIn(['refuse', 'allow'])
  MCP_PRIVATE_NETWORKS: 'refuse' | 'allow' = 'refuse';

  /** Service-to-service bus. @default inproc (embedded) */
  @IsIn(BUSES)
  BUS: (typeof BUSES)[number] = 'inproc';

  /** Comma-separated `host:port` list; required when BUS=kafka. */
  @ValidateIf((config: BaseAppConfig) => config.BUS === 'kafka' || config.KAFKA_BROKERS !== undefined)
  @Matches(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/, {
    message: 'KAFKA_BROKERS must be host:port[,host:port...] (required when BUS=kafka)',
  })
  KAFKA_BROKERS?: string;

  /**
   * Prefix (`<namespace>.`) of every Kafka topic and consumer group this deployment uses, so
   * several deployments (or test clusters) can share one broker without reading each
   * other's messages. @default unset (the catalog's names as they are)
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'KAFKA_NAMESPACE must be 1–40 lower-case letters, digits, dashes' })
  KAFKA_NAMESPACE?: string;

  /**
   * How long the broker keeps a consumer that stopped heartbeating (a process killed or frozen)
   * before its partitions go to the group's other members; heartbeats go every fifth of it, at
   * most every 3 s. The broker's `group.min.session.timeout.ms` (6 s by default) is the floor.
   * Tests that kill processes lower it, so a survivor takes over without waiting out the
   * default. @default 30000
   */
  @AsInteger()
  @IsInt()
  @Min(6_000)
  @Max(300_000)
  KAFKA_SESSION_TIMEOUT_MS = 30_000;

  /** Redis URL for status fan-out and rate limits across replicas; unset = in-process. */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** OpenSearch URL for the search indexes; unset = Postgres full-text on the main database. */
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'OPENSEARCH_URL must be an http(s):// URL' })
  OPENSEARCH_URL?: string;

  /**
   * The OpenSearch index every search document goes to, so several deployments (or test
   * clusters) can share one server apart. Keep it under `lomo*`, the pattern
   * `lomo audit deletion` scans. @default 'lomo-search'
   */
  @IsOptional()
  @Matches(/^lomo[a-z0-9_-]{0,96}$/, {
    message: 'OPENSEARCH_INDEX must start with lomo: lower-case letters, digits, - and _',
  })
  OPENSEARCH_INDEX?: string;

  /** How long SIGTERM waits for in-flight work before the process exits anyway. @default 10000 */
  @AsInteger()
  @IsInt()
  @Min(0)
  @Max(600_000)
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /**
   * How long a booting service waits for PostgreSQL, Redis, OpenSearch and Kafka to answer
   * (retrying with backoff and jitter, each retry logged) before it gives up and exits 69.
   * @default 60000
   */
  @AsInteger()
  @IsInt()
  @Min(0)
  @Max(600_000)
  STARTUP_TIMEOUT_MS = 60_000;

  /** Where PGlite keeps its files when no server URL is given. */
  pgliteDataDir(): string {
    return this.PGLITE_DATA_DIR ?? `${this.LOMO_DATA_DIR}/pglite`;
  }

  /** Where embedded mode keeps the search index (`SEARCH_DATABASE_URL`). */
  searchPgliteDataDir(): string {
    return `${this.LOMO_DATA_DIR}/search`;
  }
}
