import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** 256-bit keys: AES-256-GCM from node:crypto, nothing hand-rolled. */
export const DATA_KEY_BYTES = 32;
const VERSION = 1;
const NONCE = 12;
const TAG = 16;
const HEADER = 1 + NONCE + TAG;

/**
 * Nonces come from a pool of fresh CSPRNG bytes, each 12-byte slice used once: one
 * `randomBytes` call per 512 seals instead of one per seal (a syscall that was the largest
 * single cost of an encrypted append, bench/event-store/encryption-ab.ts). Node's own
 * `randomUUID` pools the same way.
 */
const NONCES_PER_POOL = 512;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function freshNonce(): Buffer {
  if (nonceOffset + NONCE > noncePool.length) {
    noncePool = randomBytes(NONCE * NONCES_PER_POOL);
    nonceOffset = 0;
  }
  const nonce = noncePool.subarray(nonceOffset, nonceOffset + NONCE);
  nonceOffset += NONCE;
  return nonce;
}

/**
 * `version | nonce | tag | ciphertext`, with `context` authenticated as GCM's additional data:
 * a sealed value moved to another event or key does not open. A fresh random 96-bit nonce per
 * value; one data key seals the events of one task or stream, far below GCM's random-nonce bound.
 */
export function sealBytes(key: Buffer, plaintext: Buffer | string, context: string): Buffer {
  const nonce = freshNonce();
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG });
  cipher.setAAD(Buffer.from(context));
  const body = cipher.update(plaintext);
  cipher.final(); // GCM is a stream mode: final() only computes the tag and returns nothing
  return Buffer.concat([Buffer.of(VERSION), nonce, cipher.getAuthTag(), body], HEADER + body.length);
}

/** @throws SealBroken: wrong key or context, or a tampered value */
export function openBytes(key: Buffer, sealed: Buffer, context: string): Buffer {
  const decipher = decipherOf(key, sealed, context);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER)), decipher.final()]);
  } catch {
    throw new SealBroken('authentication failed');
  }
}

/**
 * `openBytes` decoded as UTF-8 straight from the decipher: no intermediate buffers on the
 * read path, which opens one value per event read.
 * @throws SealBroken: wrong key or context, or a tampered value
 */
export function openText(key: Buffer, sealed: Buffer, context: string): string {
  const decipher = decipherOf(key, sealed, context);
  try {
    return decipher.update(sealed.subarray(HEADER), undefined, 'utf8') + decipher.final('utf8');
  } catch {
    throw new SealBroken('authentication failed');
  }
}

function decipherOf(key: Buffer, sealed: Buffer, context: string) {
  if (sealed.length < HEADER || sealed[0] !== VERSION) throw new SealBroken('not a sealed value of a known version');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + NONCE), { authTagLength: TAG });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(1 + NONCE, HEADER));
    return decipher;
  } catch {
    throw new SealBroken('authentication failed');
  }
}

/** What an event's sealed value is bound to: a ciphertext copied to another event or key does not open. */
export const eventSealContext = (keyId: string, eventId: string) => `lomo-events:event:v1:${keyId}:${eventId}`;

/** How a sealed value is stored (an event's `data`, a read model's field): the ciphertext and the id of the key that opens it. */
export interface SealedData {
  $sealed: string;
  $key: string;
}

export function isSealedData(data: unknown): data is SealedData {
  const d = data as Partial<SealedData> | null;
  return typeof d === 'object' && d !== null && typeof d.$sealed === 'string' && typeof d.$key === 'string';
}

export class SealBroken extends Error {
  override readonly name = 'SealBroken';
}

/**
 * What wraps data keys: a key-encryption key ring. The vault's `KekRing` (`@lomo/vault`, built
 * from `VAULT_KEK` / `VAULT_KEK_PREVIOUS`) has this shape, so the event log's keys live under the
 * same KEK and rotate with it; `singleKek` serves tests and tools that hold one KEK.
 */
export interface KeyWrapper {
  readonly primary: { readonly id: string };
  wrap(dataKey: Buffer, context: string): { kekId: string; wrapped: Buffer };
  /** @throws when the KEK is not held or does not open the wrapped key */
  unwrap(kekId: string, wrapped: Buffer, context: string): Buffer;
}

/** A ring of one KEK (32 bytes), named by `id`. */
export function singleKek(kek: Buffer, id = 'kek-1'): KeyWrapper {
  if (kek.length !== DATA_KEY_BYTES) throw new Error(`a KEK is ${DATA_KEY_BYTES} bytes`);
  const context = (c: string) => `lomo-events:kek:${c}`;
  return {
    primary: { id },
    wrap: (dataKey, c) => ({ kekId: id, wrapped: sealBytes(kek, dataKey, context(c)) }),
    unwrap: (kekId, wrapped, c) => {
      if (kekId !== id) throw new SealBroken(`data key wrapped by KEK ${kekId}, which this process does not hold`);
      return openBytes(kek, wrapped, context(c));
    },
  };
}
