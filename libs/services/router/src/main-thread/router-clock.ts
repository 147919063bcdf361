/**
 * The router's one clock (tests and scenario runs inject their own; `ScenarioClock` with
 * `ROUTER_SIMULATED_TIME`): every time the router records comes from it.
 */
export const ROUTER_CLOCK = Symbol('ROUTER_CLOCK');
