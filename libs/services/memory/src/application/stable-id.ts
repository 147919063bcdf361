import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from its parts: the same evidence always names the same memory,
 * so a retried extraction appends nothing twice, and the id is safe in a URL path.
 */
export function stableId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\0')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
