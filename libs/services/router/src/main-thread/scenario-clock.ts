import { systemClock, type Clock } from '@lomo/clock';

/**
 * The router's one clock in a scenario run (`ROUTER_SIMULATED_TIME=true`, docs/routing.md): a
 * post stamped with a simulated time sets it to that time, and between stamps it runs on with
 * the system clock, so the answers, moves and forgets that follow a stamped post carry the
 * scenario's time. It follows the latest accepted stamp, earlier or later than the system's
 * time: one scenario per deployment at a time (each thread's own stamps never go back — the
 * main-thread decider refuses that).
 */
export class ScenarioClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  set(at: Date): void {
    this.offsetMs = at.getTime() - this.base.now().getTime();
  }
}
