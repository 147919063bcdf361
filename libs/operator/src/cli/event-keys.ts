import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { decodeKek, KekRing, kekOf } from '@lomo/vault/kek';
import type { Target } from './target';

/**
 * Where the CLI finds what opens a sealed event log (ADR 0050), the way the platform does:
 * the KEK from `VAULT_KEK` (`VAULT_KEK_PREVIOUS` too), else embedded mode's `vault.kek` beside the
 * PGlite dir; the key store at `EVENT_KEYS_DATABASE_URL`, else embedded mode's own PGlite dir
 * (`<LOMO_DATA_DIR>/event-keys`), else schema `lomo_keys` of the server's database. Never creates
 * a KEK or a key store: a log nobody sealed is read as it is.
 */
export interface CliEventKeys {
  kek: KekRing;
  /** undefined: the keys are in the target database itself (schema lomo_keys). */
  keysDatabase?: { url: string } | { pgliteDataDir: string };
}

export function cliEventKeys(target: Target, env: NodeJS.ProcessEnv = process.env): CliEventKeys | undefined {
  const lomoDataDir =
    target.kind === 'embedded' && basename(target.dataDir) === 'pglite'
      ? dirname(target.dataDir)
      : env.LOMO_DATA_DIR || '.lomo';
  // A server's KEK comes from VAULT_KEK only; `vault.kek` is embedded mode's.
  const kek = kekFromEnv(env) ?? (target.kind === 'embedded' ? kekFromFile(join(lomoDataDir, 'vault.kek')) : undefined);
  if (!kek) return undefined;
  if (env.EVENT_KEYS_DATABASE_URL) return { kek, keysDatabase: { url: env.EVENT_KEYS_DATABASE_URL } };
  if (target.kind === 'server') return { kek };
  const keysDir = join(lomoDataDir, 'event-keys');
  return existsSync(keysDir) ? { kek, keysDatabase: { pgliteDataDir: keysDir } } : undefined;
}

function kekFromEnv(env: NodeJS.ProcessEnv): KekRing | undefined {
  if (!env.VAULT_KEK) return undefined;
  const primary = decodeKek(env.VAULT_KEK);
  if (!primary) throw new Error('VAULT_KEK is not 32 bytes as base64 or hex');
  const previous = (env.VAULT_KEK_PREVIOUS ?? '').split(',').filter(Boolean).map(decodeKek);
  if (previous.some((key) => !key)) throw new Error('VAULT_KEK_PREVIOUS holds a key that is not 32 bytes');
  return new KekRing(
    kekOf(primary),
    previous.map((key) => kekOf(key!)),
  );
}

function kekFromFile(file: string): KekRing | undefined {
  if (!existsSync(file)) return undefined;
  const key = decodeKek(readFileSync(file, 'utf8'));
  return key ? new KekRing(kekOf(key)) : undefined;
}
