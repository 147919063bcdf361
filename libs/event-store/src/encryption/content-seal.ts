import type { EventStore } from '../event-store';
import type { DataKey, EventKeys } from './event-keys';
import { isSealedData, openText, sealBytes, type SealedData } from './sealing';

/** What opening gives for a value whose key is destroyed (its stream was deleted). */
export const SHREDDED: unique symbol = Symbol('shredded');

/**
 * The data keys of a few streams, fetched once, that seal and open without a round trip: inside
 * a transaction, where embedded PGlite's one connection is held and a key-store query (the same
 * database in `memory://` mode) would wait behind it for ever.
 */
export interface SealingKeys {
  /**
   * `value` sealed under the key of `streamId`'s owner; `context` names where it is kept (a
   * document's field) so a sealed value copied elsewhere does not open. Undefined when the
   * owner's key is destroyed (the stream is deleted: nothing of it may be written).
   */
  seal(streamId: string, value: unknown, context: string): SealedData | undefined;
  /** A sealed value opened (`SHREDDED` when its key is gone); anything else as it is. */
  open(value: unknown, context: string): unknown;
}

/**
 * Content kept outside the log but derived from a stream — a read model's card, a stored answer
 * to a request — sealed under that stream's data key (issue 30, ADR 0087): a dump of the data
 * database holds it as ciphertext, and destroying the key on a deletion makes every copy of it
 * (backups, WAL, replicas) unreadable, as for the stream's own events.
 */
export interface ContentSeal {
  /** The keys of these streams' owners (created for a stream that has none yet). */
  keysOf(streamIds: Iterable<string>): Promise<SealingKeys>;
  /** The keys that opened these values (one key-store round trip for those not cached). */
  keysOpening(values: Iterable<unknown>): Promise<SealingKeys>;
}

const contextOf = (keyId: string, context: string) => `lomo-content:v1:${keyId}:${context}`;

class KeyRing implements SealingKeys {
  constructor(
    private readonly byOwner: ReadonlyMap<string, DataKey | undefined>,
    private readonly byId: ReadonlyMap<string, DataKey>,
    private readonly keyOwner: (streamId: string) => string | undefined,
  ) {}

  seal(streamId: string, value: unknown, context: string): SealedData | undefined {
    const owner = this.keyOwner(streamId);
    if (owner === undefined) throw new Error(`stream ${streamId} has no data key to seal content under`);
    if (!this.byOwner.has(owner)) throw new Error(`the key of ${owner} was not fetched before sealing`);
    const key = this.byOwner.get(owner);
    if (!key) return undefined;
    const sealed = sealBytes(key.dek, JSON.stringify(value ?? null), contextOf(key.keyId, context));
    return { $sealed: sealed.toString('base64'), $key: key.keyId };
  }

  open(value: unknown, context: string): unknown {
    if (!isSealedData(value)) return value;
    const key = this.byId.get(value.$key);
    if (!key) return SHREDDED;
    return JSON.parse(openText(key.dek, Buffer.from(value.$sealed, 'base64'), contextOf(value.$key, context)));
  }
}

/** Seals under the event log's data keys (`EventKeys`), with the log's own owner rule. */
export class KeyedContentSeal implements ContentSeal {
  constructor(
    private readonly keys: EventKeys,
    private readonly keyOwner: (streamId: string) => string | undefined,
  ) {}

  async keysOf(streamIds: Iterable<string>): Promise<SealingKeys> {
    const owners = new Set([...streamIds].map(this.keyOwner).filter((owner) => owner !== undefined));
    const byOwner = new Map<string, DataKey | undefined>();
    await Promise.all([...owners].map(async (owner) => byOwner.set(owner, await this.keys.keyFor(owner))));
    const byId = new Map([...byOwner.values()].flatMap((key) => (key ? [[key.keyId, key] as const] : [])));
    return new KeyRing(byOwner, byId, this.keyOwner);
  }

  async keysOpening(values: Iterable<unknown>): Promise<SealingKeys> {
    const ids = new Set([...values].flatMap((value) => (isSealedData(value) ? [value.$key] : [])));
    const byId = ids.size > 0 ? await this.keys.byIds(ids) : new Map<string, DataKey>();
    return new KeyRing(new Map([...byId.values()].map((key) => [key.owner, key])), byId, this.keyOwner);
  }
}

/** The seal of a store that seals its log (`EncryptingEventStore`); undefined for a log kept in clear. */
export function contentSealOf(store: EventStore): ContentSeal | undefined {
  return (store as Partial<{ contentSeal: ContentSeal }>).contentSeal;
}
