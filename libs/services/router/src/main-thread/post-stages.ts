import { Injectable, Optional } from '@nestjs/common';
import { MetricsRegistry } from '@lomo/observability';
import { Histogram } from 'prom-client';

/** The parts of a main-thread post, in the order a post runs them (issue 26: where its time goes). */
export type PostStage = 'context' | 'find' | 'decide' | 'act' | 'record' | 'entry';

/**
 * Times each stage of a post into `lomo_router_post_stage_seconds{stage}`: a slow post's time
 * is read by stage on `/metrics` (and by B14), not guessed from a CPU profile in which the
 * platform is mostly waiting. Without a metrics registry (a unit test), stages run untimed.
 */
@Injectable()
export class PostStages {
  private readonly seconds?: Histogram<'stage'>;

  constructor(@Optional() metrics?: MetricsRegistry) {
    this.seconds =
      metrics &&
      new Histogram({
        name: 'lomo_router_post_stage_seconds',
        help: 'Time of each stage of a main-thread post (context, find, decide, act, record, entry)',
        labelNames: ['stage'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
        registers: [metrics.registry],
      });
  }

  async time<T>(stage: PostStage, work: () => Promise<T>): Promise<T> {
    if (!this.seconds) return work();
    const end = this.seconds.startTimer({ stage });
    try {
      return await work();
    } finally {
      end();
    }
  }
}

/** Runs every stage untimed (tests and tools that build a router by hand). */
export const UNTIMED: Pick<PostStages, 'time'> = { time: (_stage, work) => work() };
