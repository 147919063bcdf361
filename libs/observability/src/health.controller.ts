import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { ReadinessRegistry } from './readiness.registry';

/** A dependency that does not answer within this time counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly registry: ReadinessRegistry,
  ) {}

  /** Liveness touches no dependency: a slow database must not get the pod restarted. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness probes every configured dependency; 503 with details when any is down. */
  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check(
      this.registry.entries().map(
        ([name, probe]) =>
          () =>
            this.indicators.check(name).attempt(probe).withTimeout(PROBE_TIMEOUT_MS),
      ),
    );
  }
}
