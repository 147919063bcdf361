import type { PartitionLog } from './partition-log';

/** A member as the coordinator sees it: told its partitions at every rebalance. */
export interface GroupMember {
  assign(partitions: readonly PartitionLog[]): void;
}

/** The marker of a record being handled: who handles it, and when that ends. */
interface InFlight {
  member: GroupMember;
  done: Promise<void>;
}

/**
 * One in-process consumer group: members, the round-robin assignment of every partition of
 * the group's topics (kafkajs's default assigner does the same), and committed offsets.
 * A partition moves to its new owner only after the old owner's in-flight record has
 * settled — as an eager Kafka rebalance waits for members to finish and rejoin — and a
 * commit is accepted only from the member holding the partition's in-flight marker, so an
 * abandoned (zombie) handler can never commit.
 */
export class GroupCoordinator {
  private readonly members: GroupMember[] = [];
  private readonly committed = new Map<PartitionLog, number>();
  private readonly inFlight = new Map<PartitionLog, InFlight>();

  constructor(private readonly partitions: () => PartitionLog[]) {}

  join(member: GroupMember): void {
    this.members.push(member);
    this.rebalance();
  }

  leave(member: GroupMember): void {
    const index = this.members.indexOf(member);
    if (index < 0) return;
    this.members.splice(index, 1);
    this.rebalance();
  }

  /** Where a new owner starts: after the last commit, or at the earliest retained record. */
  async position(partition: PartitionLog): Promise<number> {
    await this.inFlight.get(partition)?.done;
    return Math.max(this.committed.get(partition) ?? 0, partition.startOffset);
  }

  /** Marks a record as being handled by `member`; returns the function that clears the mark. */
  begin(member: GroupMember, partition: PartitionLog): () => void {
    let settle!: () => void;
    const marker: InFlight = { member, done: new Promise((resolve) => (settle = resolve)) };
    this.inFlight.set(partition, marker);
    return () => {
      if (this.inFlight.get(partition) === marker) this.inFlight.delete(partition);
      settle();
    };
  }

  /** Records `next` as the group's position, if `member` still holds the partition's marker. */
  commit(member: GroupMember, partition: PartitionLog, next: number): boolean {
    if (this.inFlight.get(partition)?.member !== member) return false;
    this.committed.set(partition, next);
    return true;
  }

  lag(): { log: PartitionLog; committed: number }[] {
    return this.partitions().map((log) => ({
      log,
      committed: Math.max(this.committed.get(log) ?? 0, log.startOffset),
    }));
  }

  private rebalance(): void {
    const all = this.partitions();
    this.members.forEach((member, index) => member.assign(all.filter((_, i) => i % this.members.length === index)));
  }
}
