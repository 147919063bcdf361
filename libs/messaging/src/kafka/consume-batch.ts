import type { EachBatchPayload, KafkaMessage } from 'kafkajs';
import type { OffsetCommitter } from './offset-committer';

/**
 * What one message's turn ended with: `next` — handled, go on; `last` — handled, but take
 * no more of this batch (a rebalance was noticed); `leave` — not handled (paused, closing,
 * a retry not yet due, an abandoned handler): it and the rest are fetched again later.
 */
export type TurnOutcome = 'next' | 'last' | 'leave';

/**
 * Longest a handled message waits for its commit to be queued while its batch goes on.
 * Bounds what a crash redelivers (the inbox makes that harmless).
 */
export const COMMIT_EVERY_MS = 1_000;

export interface ConsumeBatchOptions {
  committer: OffsetCommitter;
  /** Checked when the batch ran to its end: true makes it wait for the commits (a closing member). */
  settle: () => boolean;
  /** @default COMMIT_EVERY_MS */
  commitEveryMs?: number;
  now?: () => number;
}

/**
 * Runs `turn` on each message of a kafkajs batch, in order, and commits the offset after
 * the last handled one — at the end of the batch, whatever ends it, and mid-batch once
 * `commitEveryMs` has passed. A commit never covers a message whose turn did not end in
 * `next` or `last`, so a crash redelivers every message not yet handled: at-least-once,
 * in partition order.
 *
 * kafkajs fetches a partition again only once the whole previous fetch was handled, so a
 * commit awaited here adds a broker round trip to the wake-up of every message that arrives
 * meanwhile (B5). A batch that ran to its end therefore leaves its commit in flight while
 * the next fetch waits for data. Every other end — pause, close, a retry not yet due, a
 * rebalance, an error — waits for the commits, so a closing member commits before it leaves
 * its group and a failed commit throws out of eachBatch (kafkajs rejoins or restarts from
 * the committed offset) as before.
 */
export async function consumeBatch(
  payload: Pick<EachBatchPayload, 'batch' | 'resolveOffset' | 'commitOffsetsIfNecessary'>,
  turn: (message: KafkaMessage) => Promise<TurnOutcome>,
  { committer, settle, commitEveryMs = COMMIT_EVERY_MS, now = Date.now }: ConsumeBatchOptions,
): Promise<void> {
  const { topic, partition, messages } = payload.batch;
  let handled: string | undefined;
  let queuedAt = now();
  let landed: Promise<void> | undefined;
  const commit = () => {
    if (handled === undefined) return;
    const offset = (BigInt(handled) + 1n).toString();
    handled = undefined;
    queuedAt = now();
    landed = committer.commit(payload.commitOffsetsIfNecessary, topic, partition, offset);
    // Awaited below on the ends that wait; a commit left in flight that fails is superseded
    // by the partition's next one.
    landed.catch(() => undefined);
  };
  let ranToEnd = false;
  try {
    for (const message of messages) {
      const outcome = await turn(message);
      if (outcome === 'leave') return;
      // Resolved = the next fetch starts after it, even before the commit lands.
      payload.resolveOffset(message.offset);
      handled = message.offset;
      if (outcome === 'last') return;
      if (now() - queuedAt >= commitEveryMs) commit();
    }
    ranToEnd = true;
  } finally {
    commit();
    const closing = settle();
    if (!ranToEnd || closing) await landed;
    // Also the commits earlier batches left in flight: kafkajs leaves the group once the
    // batches running at close returned.
    if (closing) await committer.idle();
  }
}
