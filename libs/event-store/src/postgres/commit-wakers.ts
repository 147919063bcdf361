import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@lomo/database';
import type { LogFilter } from '../types';

/** What a commit wrote: its stream's category and its events' types (one append is one stream). */
export interface Commit {
  category: string;
  /** Absent: not known (another process's commit names only its categories). */
  eventTypes?: readonly string[];
}

/**
 * Whether a commit can hold an event a reader with this filter reads. An unknown commit
 * (undefined: a purge, a hint without a payload) concerns every reader.
 */
export function concerns(filter: LogFilter | undefined, commit: Commit | undefined): boolean {
  if (!commit) return true;
  if (filter?.categories?.length && !filter.categories.includes(commit.category)) return false;
  const types = filter?.eventTypes;
  if (types?.length && commit.eventTypes && !commit.eventTypes.some((type) => types.includes(type))) return false;
  return true;
}

/**
 * The readers a commit wakes, each with its filter: a commit wakes only the readers it
 * concerns. The embedded platform runs about twenty readers of the log, most of them for one
 * or two categories; woken by every commit, each read the log again (at most every poll
 * interval) while a task's turn appended, and on PGlite every such read waits in the one
 * connection's queue ahead of the requests being served (issue 26, B14).
 */
export class CommitWakers {
  /** Names this registry's commits in a NOTIFY, so its own listener can skip them. */
  readonly id = randomUUID();
  private readonly readers = new Map<() => void, LogFilter | undefined>();

  add(wake: () => void, filter?: LogFilter): () => void {
    this.readers.set(wake, filter);
    return () => void this.readers.delete(wake);
  }

  delete(wake: () => void): void {
    this.readers.delete(wake);
  }

  wake(commit?: Commit): void {
    for (const [wake, filter] of this.readers) if (concerns(filter, commit)) wake();
  }
}

const byClient = new WeakMap<SqlClient, CommitWakers>();

/**
 * One registry per database client, shared by every store opened on it: on PGlite no NOTIFY
 * is sent (the data directory is this process's alone), so a second store on the same client
 * learns of the first's commits only here.
 */
export function commitWakersOf(sql: SqlClient): CommitWakers {
  let wakers = byClient.get(sql);
  if (!wakers) byClient.set(sql, (wakers = new CommitWakers()));
  return wakers;
}
