/** Time as a dependency (STYLE: deciders never read the clock; services get it injected). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
