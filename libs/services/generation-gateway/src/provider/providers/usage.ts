import type { VendorUsage } from '../provider.port';

/**
 * What a vendor's `metrics` object reports, read into the units prices are set in (`map`:
 * vendor field → unit). Absent metrics, or none of the fields, = not reported. Metrics that are
 * not an object, or a mapped field that is not a finite number ≥ 0, break the vendor's
 * documented shape: `malformed` (the job then fails and nothing is charged).
 */
export function reportedUsage(
  metrics: unknown,
  map: Readonly<Record<string, keyof VendorUsage>>,
): VendorUsage | 'malformed' | undefined {
  if (metrics === undefined || metrics === null) return undefined;
  if (typeof metrics !== 'object' || Array.isArray(metrics)) return 'malformed';
  const usage: VendorUsage = {};
  for (const [field, unit] of Object.entries(map)) {
    const value = (metrics as Record<string, unknown>)[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 'malformed';
    usage[unit] = value;
  }
  return Object.keys(usage).length > 0 ? usage : undefined;
}
