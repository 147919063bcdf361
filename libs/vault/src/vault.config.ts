import type { ConfigMixinBase } from '@lomo/config';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ConfigError } from '@lomo/config';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { KEY_BYTES } from './envelope';
import { decodeKek, KekRing, kekOf } from './kek-ring';

const KEK_FORMAT = '32 random bytes as base64 or 64 hex digits (openssl rand -base64 32)';

const IsKekList = (name: string, { list }: { list: boolean }) =>
  ValidateBy({
    name: 'isKek',
    validator: {
      validate: (value) =>
        typeof value === 'string' && (list ? value.split(',') : [value]).every((part) => decodeKek(part) !== undefined),
      defaultMessage: () => `${name} must be ${list ? 'a comma-separated list of keys, each ' : ''}${KEK_FORMAT}`,
    },
  });

/** The vault's settings (docs/vault.md). Both are secrets: mount them from a Kubernetes Secret. */
export interface VaultConfigValues {
  VAULT_KEK?: string;
  VAULT_KEK_PREVIOUS?: string;
  DATABASE_URL?: string;
  LOMO_DATA_DIR?: string;
}

/** Adds the vault's settings to an app's config class. */
export function withVaultConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithVaultConfig extends Base {
    /**
     * The primary key-encryption key: wraps every workspace's data key. Unset: embedded mode
     * keeps one in `<LOMO_DATA_DIR>/vault.kek` (an in-memory one with `memory://`); with a
     * PostgreSQL server the vault is closed (registering answers 503) and must be empty.
     */
    @IsOptional()
    @IsKekList('VAULT_KEK', { list: false })
    VAULT_KEK?: string;

    /** Keys still accepted for unwrapping during a rotation (the previous primary), comma-separated. */
    @ValidateIf((config: VaultConfigValues) => config.VAULT_KEK_PREVIOUS !== undefined)
    @ValidateBy({
      name: 'needsPrimary',
      validator: {
        validate: (_value, args) => (args?.object as VaultConfigValues).VAULT_KEK !== undefined,
        defaultMessage: () => 'VAULT_KEK_PREVIOUS needs VAULT_KEK (the new primary) set too',
      },
    })
    @IsKekList('VAULT_KEK_PREVIOUS', { list: true })
    VAULT_KEK_PREVIOUS?: string;
  }
  return WithVaultConfig;
}

/** Where embedded mode keeps its generated KEK: beside its data, readable by its user only. */
export const embeddedKekFile = (dataDir: string) => join(dataDir, 'vault.kek');

/** The KEKs of a validated config; undefined = no KEK (the vault is closed). */
export function kekRingOf(config: VaultConfigValues): KekRing | undefined {
  if (config.VAULT_KEK) {
    const previous = (config.VAULT_KEK_PREVIOUS ?? '').split(',').filter(Boolean);
    return new KekRing(
      kekOf(decodeKek(config.VAULT_KEK)!),
      previous.map((text) => kekOf(decodeKek(text)!)),
    );
  }
  if (config.DATABASE_URL === 'memory://') return new KekRing(kekOf(randomBytes(KEY_BYTES)));
  if (config.DATABASE_URL === undefined) return new KekRing(kekOf(embeddedKek(config.LOMO_DATA_DIR ?? '.lomo')));
  return undefined;
}

function embeddedKek(dataDir: string): Buffer {
  const file = embeddedKekFile(dataDir);
  try {
    const key = decodeKek(readFileSync(file, 'utf8'));
    if (!key) throw new ConfigError([`VAULT_KEK: unset, and ${file} does not hold ${KEK_FORMAT}`]);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // `wx`: a second process starting at the same instant fails here rather than overwrite the key.
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
