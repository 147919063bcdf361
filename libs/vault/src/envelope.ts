import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Format byte of a sealed value: a later cipher gets a new one instead of a guess. */
const FORMAT_AES_256_GCM = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** A sealed value that does not open with the key and context given: wrong key, other row, or tampering. */
export class SealBroken extends Error {
  override readonly name = 'SealBroken';
}

/**
 * AES-256-GCM from node:crypto, `format | iv | tag | ciphertext`. `context` is authenticated
 * (GCM's additional data) and names where the value belongs — a data key's workspace, a
 * secret's credential id — so a row copied to another place fails to open instead of
 * decrypting under the wrong name. A fresh random 96-bit IV per seal; keys never seal more
 * than a few million values, far below GCM's random-IV limit.
 */
export function seal(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT_AES_256_GCM]), iv, cipher.getAuthTag(), body]);
}

/** @throws SealBroken */
export function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT_AES_256_GCM)
    throw new SealBroken('not a sealed value of a known format');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealBroken('authentication failed');
  }
}
