import { Counter, type Registry } from 'prom-client';
import type { ExtractionOutcome } from './fallback-extractor';

/**
 * Counts a guarded model's extractions by outcome (ADR 0047, ADR 0052): `model` answered, or
 * `offline_fallback` read the message in its place. A rising fallback share says the provider
 * is down, too slow or too weak (a local model on this machine); the log line of each says why.
 */
export function extractionOutcomes(registry: Registry): (outcome: ExtractionOutcome) => void {
  const counter = new Counter({
    name: 'lomo_memory_extractions_total',
    help: 'Memory extractions by a guarded model, by outcome (model or offline_fallback)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return (outcome) => counter.inc({ outcome });
}
