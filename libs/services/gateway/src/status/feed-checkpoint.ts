import { Logger } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lomo/database';
import { formatPosition, parsePosition, type LogPosition } from '@lomo/event-store';

const logger = new Logger('gateway-status');

/** Where the status feed's leader stopped publishing, for the next leader to resume from. */
export interface FeedCheckpoint {
  /** The last saved position; undefined when none is younger than the checkpoint's age limit. */
  load(): Promise<LogPosition | undefined>;
  /** Saves `position` (at most every `everyMs`; the latest one always ends up written). */
  save(position: LogPosition): void;
  /** Writes what is pending. */
  flush(): Promise<void>;
}

const MIGRATIONS = [
  `create table gateway_status_feed (
    id integer primary key,
    position text not null,
    saved_at timestamptz not null default now()
  );`,
];

/**
 * The checkpoint in the gateway's database, not in Redis: Redis runs without persistence, and a
 * restart of it used to wipe the position, so the next leader started at the head and every
 * event appended while Redis was away never went out live (the chaos soak's `restart-redis`,
 * docs/chaos.md). Saved at most every `everyMs` (a new leader resumes a little early at worst:
 * connections drop positions they already sent). One that is `maxAgeMs` old is not used: after
 * a leader gap that long, clients have reconnected and caught up from the log themselves, and
 * an old deployment's position must not replay hours of events.
 */
export class SqlFeedCheckpoint implements FeedCheckpoint {
  private pending?: LogPosition;
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private lastWriteAt = 0;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: { everyMs?: number; maxAgeMs?: number } = {},
  ) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'gateway-status-feed', MIGRATIONS));
  }

  async load(): Promise<LogPosition | undefined> {
    const maxAgeMs = this.options.maxAgeMs ?? 5 * 60_000;
    const { rows } = await this.sql.query<{ position: string }>(
      `select position from gateway_status_feed
        where id = 1 and saved_at > now() - make_interval(secs => $1::double precision / 1000)`,
      [maxAgeMs],
    );
    return rows[0] ? parsePosition(rows[0].position) : undefined;
  }

  save(position: LogPosition): void {
    this.pending = position;
    if (this.timer) return;
    const everyMs = this.options.everyMs ?? 250;
    this.timer = setTimeout(() => void this.flush(), Math.max(0, this.lastWriteAt + everyMs - Date.now()));
    this.timer.unref(); // a leader that ends flushes what is pending itself
  }

  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const position = this.pending;
    this.pending = undefined;
    if (!position) return this.writing;
    this.lastWriteAt = Date.now();
    this.writing = this.writing
      .then(() =>
        this.sql.query(
          `insert into gateway_status_feed (id, position, saved_at) values (1, $1, now())
           on conflict (id) do update set position = excluded.position, saved_at = excluded.saved_at`,
          [formatPosition(position)],
        ),
      )
      // Best effort: a lost save only makes the next leader resume earlier (or, past the age
      // limit, at the head); the feed itself goes on publishing.
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error, msg: 'status feed checkpoint not saved' }),
      );
    return this.writing;
  }
}
