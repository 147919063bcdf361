import { Injectable } from '@nestjs/common';

/** Proves one dependency answers; throws (or rejects) when it does not. */
export type ReadinessProbe = (options: { signal: AbortSignal }) => Promise<Record<string, unknown> | void>;

/**
 * The dependencies this process actually uses register a probe here when they are
 * configured, so `/health/ready` checks exactly those and nothing that is not in use.
 */
@Injectable()
export class ReadinessRegistry {
  private readonly probes = new Map<string, ReadinessProbe>();

  register(name: string, probe: ReadinessProbe): void {
    if (this.probes.has(name)) throw new Error(`readiness probe "${name}" registered twice`);
    this.probes.set(name, probe);
  }

  entries(): Array<[string, ReadinessProbe]> {
    return [...this.probes.entries()];
  }
}
