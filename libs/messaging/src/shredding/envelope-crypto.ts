import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit data key from the OS's CSPRNG: random, never derived from what it protects. */
export const newDataKey = (): Buffer => randomBytes(32);

/**
 * AES-256-GCM: `nonce ‖ ciphertext ‖ tag`, with `aad` (the message id) bound in, so a
 * ciphertext cannot be replayed as another message. The same layout as `EncryptedPayload`.
 */
export function seal(key: Uint8Array, aad: string, plaintext: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

/** Opens what `seal` made. @throws when the key, the aad or a byte is wrong */
export function unseal(key: Uint8Array, aad: string, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}
