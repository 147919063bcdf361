import { MEMORY_STREAMS } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import type { MemoryStreams } from '../application/memory-streams';

export interface CuratorOptions {
  /** Pause between passes. @default 3600000 (an hour) */
  intervalMs?: number;
  /** Streams (people) reviewed per pass; the next pass goes on where this one stopped. @default 50 */
  streamsPerRun?: number;
  /** Changes at most per stream and pass. @default 20 */
  maxChangesPerStream?: number;
  /** An unconfirmed inference untouched this long is stale. @default 2592000000 (30 days) */
  staleAfterMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The self-curator: a background pass over the `memory-*` streams, bounded per
 * run (streams, changes per stream), round-robin across runs. Each stream's changes are
 * one `CurateMemory` command, so every change is an event with its reason and the decider's
 * rules (profile re-versioned, forgetting untouched) hold. Several processes may run it: the
 * append's expected revision keeps two passes on one stream from both applying.
 */
export class MemoryCurator {
  private timer?: NodeJS.Timeout;
  private cursor?: string;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly streams: MemoryStreams,
    private readonly options: CuratorOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 3_600_000);
        });
    };
    this.timer = setTimeout(tick, this.options.intervalMs ?? 3_600_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: resolves to how many streams were reviewed and how many changes they got. */
  async runOnce(): Promise<{ streams: number; changes: number }> {
    const page = await this.store.listStreams({
      category: MEMORY_STREAMS.category,
      after: this.cursor,
      limit: this.options.streamsPerRun ?? 50,
    });
    this.cursor = page.length < (this.options.streamsPerRun ?? 50) ? undefined : page.at(-1)?.streamId;
    const at = this.streams.now();
    const staleBefore = new Date(Date.parse(at) - (this.options.staleAfterMs ?? 30 * 86_400_000)).toISOString();
    let changes = 0;
    for (const { streamId } of page) {
      const events = await this.streams.executeOnStream(streamId, {
        type: 'CurateMemory',
        staleBefore,
        maxChanges: this.options.maxChangesPerStream ?? 20,
        at,
      });
      changes += events.filter((e) => e.type !== 'ProfileVersioned').length;
    }
    return { streams: page.length, changes };
  }
}
