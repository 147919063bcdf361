import { Partitioners, type PartitionMetadata } from 'kafkajs';

const keyed = Partitioners.DefaultPartitioner();
const metadataCache = new Map<number, PartitionMetadata[]>();

/**
 * The partition of a key: Kafka's Java-compatible murmur2 hash (kafkajs's default
 * partitioner), used by both adapters so a key lands on the same partition number in
 * embedded and distributed mode.
 */
export function partitionFor(topic: string, key: string, partitions: number): number {
  let metadata = metadataCache.get(partitions);
  if (!metadata) {
    metadata = Array.from({ length: partitions }, (_, partitionId) => ({
      partitionId,
      leader: 0,
      replicas: [0],
      isr: [0],
      partitionErrorCode: 0,
      offlineReplicas: [],
    }));
    metadataCache.set(partitions, metadata);
  }
  return keyed({ topic, partitionMetadata: metadata, message: { key, value: null } });
}
