import { planLoad, UPSTREAM_MARKERS } from './load';
import { seeded } from './random';

describe('the seeded load', () => {
  it('given the same seed, then the same requests, spread over the window in order', () => {
    const plans = planLoad(seeded(5), 40, 100_000);
    expect(planLoad(seeded(5), 40, 100_000)).toEqual(plans);
    expect(plans.every((p, i) => i === 0 || p.atMs >= plans[i - 1].atMs - 500)).toBe(true);
    expect(Math.max(...plans.map((p) => p.atMs))).toBeLessThanOrEqual(100_500);
  });

  it('given 200 tasks, then every shape comes up, each prompt names its own subject and carries its upstream marker', () => {
    const plans = planLoad(seeded(9), 200, 100_000);
    expect(new Set(plans.map((p) => p.shape))).toEqual(new Set(['series', 'duplicate-callbacks', 'polled', 'video']));
    expect(new Set(plans.map((p) => p.text)).size).toBe(200);
    for (const p of plans.filter((p) => p.shape === 'polled')) expect(p.text).toContain(UPSTREAM_MARKERS.polled);
    for (const p of plans.filter((p) => p.shape !== 'polled')) expect(p.text).not.toContain(UPSTREAM_MARKERS.polled);
    expect(plans.filter((p) => p.shape === 'series').every((p) => /^a series of [23] posters/.test(p.text))).toBe(true);
  });
});
