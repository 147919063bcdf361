import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BaseAppConfig, ConfigError } from '@lomo/config';
import type { EventEncryption } from '@lomo/event-store';
import { kekRingOf, type VaultConfigValues } from '@lomo/vault';

/** Embedded mode's key store: a PGlite directory of its own beside the data's, never inside it. */
export const embeddedEventKeysDir = (config: BaseAppConfig) => join(config.LOMO_DATA_DIR, 'event-keys');

/**
 * How this process seals its event log (ADR 0050), from its settings: the vault's KEK ring and
 * a key store apart from the data — `EVENT_KEYS_DATABASE_URL` when set; else embedded mode's own
 * PGlite directory; else (a server, or `memory://`, whose data no backup holds) schema
 * `lomo_keys` of the process's database. Undefined: the log is stored in clear.
 * @throws ConfigError when `EVENT_LOG_ENCRYPTION=on` finds no KEK, or `off` finds embedded keys
 */
export function eventEncryptionOf(config: BaseAppConfig & Partial<VaultConfigValues>): EventEncryption | undefined {
  const embeddedFiles = config.DATABASE_URL === undefined;
  if (config.EVENT_LOG_ENCRYPTION === 'off') {
    if (embeddedFiles && existsSync(embeddedEventKeysDir(config)))
      throw new ConfigError([
        `EVENT_LOG_ENCRYPTION: off, but ${embeddedEventKeysDir(config)} holds the keys of a sealed event log; ` +
          'refusing to serve it in clear',
      ]);
    return undefined;
  }
  const kek = kekRingOf(config);
  if (!kek) {
    if (config.EVENT_LOG_ENCRYPTION === 'on')
      throw new ConfigError(['EVENT_LOG_ENCRYPTION: on needs a key-encryption key: set VAULT_KEK (docs/vault.md)']);
    return undefined;
  }
  if (config.EVENT_KEYS_DATABASE_URL) return { kek, keysDatabase: { url: config.EVENT_KEYS_DATABASE_URL } };
  if (embeddedFiles) return { kek, keysDatabase: { pgliteDataDir: embeddedEventKeysDir(config) } };
  return { kek };
}
