import type { Money } from '@lomo/service-api';
import type { KindCapability, VendorUsage } from '../provider/provider.port';

import { PRICE_UNITS, type PriceUnit } from './price-unit';

export { PRICE_UNITS, type PriceUnit };

/** One model's configured price (`GENERATION_PRICES`). */
export interface ModelPrice {
  provider: string;
  /** As the provider names it; a Replicate `owner/name:version` also matches its price for `owner/name`. */
  model: string;
  unit: PriceUnit;
  /** Minor units per unit; fractions allowed (0.3 cents per megapixel), the quote is rounded up. */
  minorPerUnit: number;
  /** `compute_second` only: the most seconds one call is quoted (and so charged) for. */
  maxUnits?: number;
}

/** What a job was quoted: the price it was quoted at and how many units, kept on the job for reconciliation. */
export interface PriceQuote {
  unit: PriceUnit;
  minorPerUnit: number;
  baseMinor: number;
  units: number;
}

/** A price setting the operator wrote that cannot be used: the app refuses to boot with it. */
export class PriceConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`GENERATION_PRICES: ${problems.join('; ')}`);
  }
}

const MAX_MINOR_PER_UNIT = 1_000_000;
const ENTRY = /^([a-z][a-z0-9-]{0,31}):([A-Za-z0-9._/:-]+)=([^/]+)\/([a-z_]+)(?:@(.+))?$/;

/**
 * Parses `GENERATION_PRICES`: `provider:model=amount/unit[@max seconds]`, comma-separated, e.g.
 * `replicate:black-forest-labs/flux-schnell=0.3/image,fal:fal-ai/stable-audio=0.5/second,
 * replicate:owner/upscaler=0.14/compute_second@30`. Amounts are minor units of the billing
 * currency. Every problem is named; any problem refuses the whole setting.
 */
export function parsePrices(spec: string | undefined): ModelPrice[] {
  const prices: ModelPrice[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of (spec ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const m = ENTRY.exec(entry);
    if (!m) {
      problems.push(`"${entry}" is not provider:model=amount/unit[@max seconds]`);
      continue;
    }
    const [, provider, model, amount, unit, max] = m as unknown as [string, string, string, string, string, string?];
    const minorPerUnit = Number(amount);
    const before = problems.length;
    if (!(PRICE_UNITS as readonly string[]).includes(unit))
      problems.push(`"${entry}": unit ${unit} is not one of ${PRICE_UNITS.join(', ')}`);
    if (!/^\d+(\.\d+)?$/.test(amount) || !(minorPerUnit <= MAX_MINOR_PER_UNIT))
      problems.push(`"${entry}": amount ${amount} is not a number of minor units from 0 to ${MAX_MINOR_PER_UNIT}`);
    const maxUnits = max === undefined ? undefined : Number(max);
    if (unit === 'compute_second' && maxUnits === undefined)
      problems.push(`"${entry}": a compute_second price needs @<max seconds> (what one call is quoted for)`);
    if (max !== undefined && unit !== 'compute_second')
      problems.push(`"${entry}": @<max seconds> is only for compute_second prices`);
    if (max !== undefined && (!/^\d+(\.\d+)?$/.test(max) || !(maxUnits! > 0 && maxUnits! <= 86_400)))
      problems.push(`"${entry}": @${max} is not a number of seconds from 0 to 86400`);
    const key = `${provider}:${model}`;
    if (seen.has(key)) problems.push(`"${entry}": ${key} is priced twice`);
    seen.add(key);
    if (problems.length === before)
      prices.push({ provider, model, unit: unit as PriceUnit, minorPerUnit, ...(maxUnits ? { maxUnits } : {}) });
  }
  if (problems.length > 0) throw new PriceConfigError(problems);
  return prices;
}

/** The configured price of a provider's model, if any (exact model first, then without a `:version`). */
export function priceOf(prices: readonly ModelPrice[], provider: string, model: string): ModelPrice | undefined {
  const base = model.split(':')[0];
  return (
    prices.find((p) => p.provider === provider && p.model === model) ??
    prices.find((p) => p.provider === provider && p.model === base)
  );
}

/** A kind's capability with its configured price in force (the registry's, the quote's and the card's). */
export function pricedKind(kind: KindCapability, price: ModelPrice | undefined): KindCapability {
  if (!price) return kind;
  return {
    ...kind,
    cost: {
      currency: kind.cost.currency,
      baseMinor: 0,
      perUnitMinor: price.minorPerUnit,
      unit: price.unit,
      ...(price.unit === 'second' ? { unitParam: durationParam(kind) } : {}),
      ...(price.maxUnits ? { maxUnits: price.maxUnits } : {}),
    },
  };
}

const DURATION = /^(seconds|duration|duration_seconds|length_seconds)$/;

function durationParam(kind: KindCapability): string | undefined {
  return Object.keys(kind.params).find((p) => DURATION.test(p));
}

/** How many units a call with these parameters is quoted for. */
function unitsOf(cost: KindCapability['cost'], params: Record<string, number>): number {
  switch (cost.unit) {
    case 'image':
      return 1; // every adapter asks for one output per call
    case 'second':
      return cost.unitParam ? (params[cost.unitParam] ?? 0) : 0;
    case 'megapixel':
      return ((params.width ?? 1024) * (params.height ?? 1024)) / 1_000_000;
    case 'compute_second':
      return cost.maxUnits ?? 0;
    default:
      return cost.unitParam ? (params[cost.unitParam] ?? 0) : 0;
  }
}

/**
 * The quote of one call: base + price × units, rounded up to whole minor units, and the price
 * it was quoted at (kept on the job, so a later price change does not move its reconciliation).
 */
export function quoteCall(
  cost: KindCapability['cost'],
  params: Record<string, number>,
): { amount: Money; price: PriceQuote } {
  const units = unitsOf(cost, params);
  const price: PriceQuote = {
    unit: cost.unit ?? 'second',
    minorPerUnit: cost.perUnitMinor,
    baseMinor: cost.baseMinor,
    units,
  };
  return {
    amount: { amountMinor: roundUp(cost.baseMinor + cost.perUnitMinor * units), currency: cost.currency },
    price,
  };
}

/** Money as the card shows a price: "0.50 USD per second × 6". */
export function describePrice(price: PriceQuote | undefined, currency: string): string | undefined {
  if (!price || price.minorPerUnit === 0) return undefined;
  const per = `${(price.minorPerUnit / 100).toFixed(price.minorPerUnit % 1 === 0 ? 2 : 4)} ${currency} per ${price.unit.replace('_', ' ')}`;
  return `${per} × ${+price.units.toFixed(3)}${price.baseMinor > 0 ? ` + ${(price.baseMinor / 100).toFixed(2)} ${currency}` : ''}`;
}

/** How the charge of a finished job was found. */
export type CostBasis = 'vendor' | 'quote';

/**
 * What a finished job costs: the quote's price applied to what the vendor reports it used, never
 * more than the quote (the hold the user approved); a vendor that reports nothing in the quote's
 * unit is charged the quote, and says so (`basis: quote`).
 */
export function reconcileCost(
  quoted: Money,
  price: PriceQuote | undefined,
  usage: VendorUsage | undefined,
): { amount: Money; basis: CostBasis } {
  const used = price && usage ? usedUnits(price.unit, usage) : undefined;
  if (used === undefined || !price) return { amount: quoted, basis: 'quote' };
  const amountMinor = Math.min(quoted.amountMinor, roundUp(price.baseMinor + price.minorPerUnit * used));
  return { amount: { amountMinor, currency: quoted.currency }, basis: 'vendor' };
}

function usedUnits(unit: PriceUnit, usage: VendorUsage): number | undefined {
  switch (unit) {
    case 'image':
      return usage.images;
    case 'second':
      return usage.outputSeconds;
    case 'megapixel':
      return usage.megapixels;
    case 'compute_second':
      return usage.computeSeconds;
  }
}

/** Whole minor units, up; a hair of float error (0.1 × 3) is not a cent. */
const roundUp = (minor: number) => Math.ceil(minor - 1e-9);
