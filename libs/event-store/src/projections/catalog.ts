import type { DocumentProjection } from './projection';
import { streamStatsProjection } from './stream-stats.projection';

/**
 * The document projections operators and analysts can inspect and rebuild by name (the
 * replay CLI's `projections` and `rebuild`). A service adds its projections here when it
 * registers their processors, so the CLI knows every read model the platform keeps.
 */
export const PROJECTION_CATALOG: readonly DocumentProjection[] = [streamStatsProjection as DocumentProjection];

/** The catalog entry named `name`, or undefined. */
export function findProjection(name: string): DocumentProjection | undefined {
  return PROJECTION_CATALOG.find((projection) => projection.name === name);
}
