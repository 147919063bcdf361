import { createHash } from 'node:crypto';
import { KEY_BYTES, open, seal } from './envelope';

/** A key-encryption key and its public id (a fingerprint: it names the key in rows and errors, it opens nothing). */
export interface Kek {
  id: string;
  key: Buffer;
}

const HEX = /^[0-9a-fA-F]{64}$/;
const BASE64 = /^[A-Za-z0-9+/_-]{43}=?$/;

/** 32 bytes as 64 hex digits or base64/base64url (`openssl rand -base64 32`); undefined for anything else. */
export function decodeKek(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (HEX.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

export const kekIdOf = (key: Buffer): string =>
  createHash('sha256').update('lomo-vault-kek\0').update(key).digest('hex').slice(0, 16);

export const kekOf = (key: Buffer): Kek => ({ id: kekIdOf(key), key });

/** The context a data key is wrapped under: a wrapped key moved to another workspace does not open. */
const wrapContext = (workspaceId: string) => `lomo-vault:data-key:v1:${workspaceId}`;

/**
 * The KEKs this process holds: the primary wraps every new or re-wrapped data key; the
 * accepted ones only unwrap (the previous KEK during a rotation, or the next one before it
 * becomes primary everywhere). See docs/vault.md for the rotation steps.
 */
export class KekRing {
  private readonly byId: Map<string, Kek>;

  constructor(
    readonly primary: Kek,
    accepted: readonly Kek[] = [],
  ) {
    this.byId = new Map([...accepted, primary].map((kek) => [kek.id, kek]));
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  holds(kekId: string): boolean {
    return this.byId.has(kekId);
  }

  wrap(dataKey: Buffer, workspaceId: string): { kekId: string; wrapped: Buffer } {
    return { kekId: this.primary.id, wrapped: seal(this.primary.key, dataKey, wrapContext(workspaceId)) };
  }

  /** @throws SealBroken when the KEK is not held or does not open the wrapped key */
  unwrap(kekId: string, wrapped: Buffer, workspaceId: string): Buffer {
    const kek = this.byId.get(kekId);
    if (!kek) throw new UnknownKek(kekId);
    return open(kek.key, wrapped, wrapContext(workspaceId));
  }
}

/** A data key is wrapped by a KEK this process was not given. */
export class UnknownKek extends Error {
  override readonly name = 'UnknownKek';
  constructor(readonly kekId: string) {
    super(`data key wrapped by KEK ${kekId}, which this process does not hold`);
  }
}
