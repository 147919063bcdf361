/**
 * Plaintexts of sealed events this process has opened, so that reading a stream
 * again — what every command does to rebuild its aggregate — costs a lookup instead of an
 * AES-GCM open per event (bench/event-store/encryption-ab.ts, ADR 0050). Bounded by the summed
 * length of the plaintexts; least recently used go first.
 *
 * An entry is used only for the exact sealed value it came from (same key id, same nonce and
 * tag: a redaction re-seals with a fresh nonce and misses), and only after the caller has found
 * the event's key live: a shredded key therefore never reads from here, on this replica or
 * another, beyond the key cache's own time limit. `dropOwner` removes an owner's plaintexts at
 * once when this process shreds it, so they do not linger in memory until evicted.
 */
export class OpenedCache {
  private readonly entries = new Map<string, { owner: string; keyId: string; head: string; text: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(eventId: string, keyId: string, sealed: string): string | undefined {
    const entry = this.entries.get(eventId);
    if (!entry || entry.keyId !== keyId || !sealed.startsWith(entry.head)) return undefined;
    // Map order is insertion order: re-inserting makes this the most recently used.
    this.entries.delete(eventId);
    this.entries.set(eventId, entry);
    return entry.text;
  }

  set(eventId: string, owner: string, keyId: string, sealed: string, text: string): void {
    if (text.length > this.maxBytes) return;
    this.delete(eventId);
    this.entries.set(eventId, { owner, keyId, head: sealed.slice(0, SEALED_HEAD), text });
    this.bytes += text.length;
    for (const [id] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(id);
    }
  }

  dropOwner(owner: string): void {
    for (const [id, entry] of this.entries) if (entry.owner === owner) this.delete(id);
  }

  private delete(eventId: string): void {
    const entry = this.entries.get(eventId);
    if (!entry) return;
    this.bytes -= entry.text.length;
    this.entries.delete(eventId);
  }
}

/** Base64 of version, nonce and GCM tag (30 bytes): what tells two seals of one event apart. */
const SEALED_HEAD = 40;
