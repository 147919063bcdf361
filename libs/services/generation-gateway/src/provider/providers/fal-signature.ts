import { createHash, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { CallbackRejected } from '../provider.port';
import { call, headerOf, type Headers, readJson, type WireLimits } from './wire';

/** fal's public signing keys (JWKS of Ed25519 keys), fetched and kept for a day. */
export class FalKeys {
  private keys?: { at: number; keys: Promise<KeyObject[]> };

  constructor(
    private readonly url: string,
    private readonly limits: WireLimits,
    private readonly ttlMs = 86_400_000,
  ) {}

  get(nowMs: number): Promise<KeyObject[]> {
    if (!this.keys || nowMs - this.keys.at > this.ttlMs) {
      const keys = this.fetch().catch((error: unknown) => {
        this.keys = undefined;
        throw error;
      });
      this.keys = { at: nowMs, keys };
    }
    return this.keys.keys;
  }

  private async fetch(): Promise<KeyObject[]> {
    const response = await call(this.url, {}, this.limits);
    if (!response.ok) throw new CallbackRejected('bad_signature', `fal JWKS answered ${response.status}`);
    const body = (await readJson(response, this.limits.maxJsonBytes)) as { keys?: JsonWebKey[] };
    return (body.keys ?? [])
      .filter((k) => k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.x === 'string')
      .map((k) => createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: k.x }, format: 'jwk' }));
  }
}

/**
 * fal's webhook signature: Ed25519 over `request_id \n user_id \n timestamp \n sha256_hex(body)`
 * (headers `x-fal-webhook-request-id`, `-user-id`, `-timestamp`, `-signature` as hex), checked
 * against every published key; a timestamp more than `toleranceSeconds` away is stale.
 */
export async function verifyFalSignature(
  rawBody: Buffer,
  headers: Headers,
  keys: FalKeys,
  nowMs: number,
  toleranceSeconds = 300,
): Promise<{ requestId: string; signature: string; timestamp: number }> {
  const requestId = headerOf(headers, 'x-fal-webhook-request-id');
  const userId = headerOf(headers, 'x-fal-webhook-user-id');
  const timestamp = headerOf(headers, 'x-fal-webhook-timestamp');
  const signature = headerOf(headers, 'x-fal-webhook-signature');
  if (!requestId || !userId || !timestamp || !/^\d+$/.test(timestamp) || !signature || !/^[0-9a-f]+$/i.test(signature))
    throw new CallbackRejected('bad_signature', 'missing or malformed fal webhook signature headers');
  const digest = createHash('sha256').update(rawBody).digest('hex');
  const message = Buffer.from([requestId, userId, timestamp, digest].join('\n'));
  const bytes = Buffer.from(signature, 'hex');
  if (!(await keys.get(nowMs)).some((key) => verify(null, message, key, bytes)))
    throw new CallbackRejected('bad_signature', 'signature matches no fal signing key');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds)
    throw new CallbackRejected('stale', `timestamp ${timestamp} outside the ${toleranceSeconds}s tolerance`);
  return { requestId, signature: signature.toLowerCase(), timestamp: Number(timestamp) };
}
