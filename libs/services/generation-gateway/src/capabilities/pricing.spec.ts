import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import { withGenerationConfig } from '../generation.config';
import type { GenerationProvider, KindCapability, ProviderCapability } from '../provider/provider.port';
import { ProviderRegistry } from '../provider/provider-registry';
import { parsePrices, PriceConfigError, priceOf, pricedKind, quoteCall, reconcileCost } from './pricing';

const video: KindCapability = {
  model: 'acme/video-1',
  outputFormats: ['video/mp4'],
  maxPromptChars: 4000,
  maxReferences: 0,
  params: {
    width: { min: 256, max: 1440, default: 1024 },
    height: { min: 256, max: 1440, default: 1024 },
    seconds: { min: 1, max: 10, default: 5 },
  },
  cost: { currency: 'USD', baseMinor: 10, perUnitMinor: 10, unitParam: 'seconds' },
};
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

/** A provider with one kind and no network: what the registry and its price check read. */
const providerOf = (id: string, kinds: ProviderCapability['kinds']): GenerationProvider =>
  ({
    id,
    capability: () =>
      Promise.resolve({ kinds, supports: { callbacks: false, polling: true, cancel: false, queryByKey: false } }),
  }) as unknown as GenerationProvider;

class Config extends withGenerationConfig(BaseAppConfig) {}

describe('prices per model (GENERATION_PRICES)', () => {
  it('given a model priced per second of video, then a call is quoted duration × price, rounded up, the base price gone', () => {
    const [price] = parsePrices('replicate:acme/video-1=7.5/second');
    const kind = pricedKind(video, priceOf([price!], 'replicate', 'acme/video-1:abc123'));
    expect(quoteCall(kind.cost, { seconds: 6, width: 1024, height: 1024 })).toEqual({
      amount: usd(45),
      price: { unit: 'second', minorPerUnit: 7.5, baseMinor: 0, units: 6 },
    });
    expect(quoteCall(kind.cost, { seconds: 3 }).amount).toEqual(usd(23)); // 22.5 → 23
  });

  it('given per-megapixel, per-image and per-compute-second prices, then each quotes in its unit', () => {
    const prices = parsePrices(
      'fal:acme/video-1=0.5/megapixel, openai:acme/video-1=4/image, comfy:acme/video-1=0.2/compute_second@30',
    );
    const quote = (provider: string) =>
      quoteCall(pricedKind(video, priceOf(prices, provider, video.model)).cost, {
        width: 2000,
        height: 1000,
        seconds: 5,
      });
    expect(quote('fal').amount).toEqual(usd(1)); // 2 MP × 0.5
    expect(quote('openai').amount).toEqual(usd(4));
    expect(quote('comfy').amount).toEqual(usd(6)); // at most 30 s × 0.2
    expect(quote('other').amount).toEqual(usd(60)); // unpriced: the adapter's default, 10 + 10 × 5
  });

  it('given the vendor reports less than the quote, then the charge is the reported use; more, the quote; nothing, the quote and says so', () => {
    const price = { unit: 'compute_second' as const, minorPerUnit: 2, baseMinor: 0, units: 10 };
    expect(reconcileCost(usd(20), price, { computeSeconds: 3.2 })).toEqual({ amount: usd(7), basis: 'vendor' });
    expect(reconcileCost(usd(20), price, { computeSeconds: 14 })).toEqual({ amount: usd(20), basis: 'vendor' });
    expect(reconcileCost(usd(20), price, { images: 1 })).toEqual({ amount: usd(20), basis: 'quote' });
    expect(reconcileCost(usd(20), price, undefined)).toEqual({ amount: usd(20), basis: 'quote' });
    expect(reconcileCost(usd(20), undefined, { computeSeconds: 1 })).toEqual({ amount: usd(20), basis: 'quote' });
  });

  it.each([
    ['replicate:acme/video-1=3/frame', 'unit frame is not one of image, second, megapixel, compute_second'],
    ['replicate:acme/video-1=-3/image', 'amount -3 is not a number of minor units from 0 to 1000000'],
    ['replicate:acme/video-1=abc/image', 'amount abc is not a number of minor units'],
    ['replicate:acme/video-1=2/compute_second', 'a compute_second price needs @<max seconds>'],
    ['replicate:acme/video-1=2/image@10', '@<max seconds> is only for compute_second prices'],
    ['replicate:acme/video-1=2/image,replicate:acme/video-1=3/image', 'replicate:acme/video-1 is priced twice'],
    ['acme/video-1=2/image', 'is not provider:model=amount/unit'],
  ])('given GENERATION_PRICES=%s, then the boot is refused naming the setting: %s', (spec, problem) => {
    expect(() => parsePrices(spec)).toThrow(PriceConfigError);
    let error: unknown;
    try {
      loadConfig(Config, { GENERATION_PRICES: spec });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('GENERATION_PRICES');
    expect((error as ConfigError).message).toContain(problem);
  });

  it('given well-formed prices, then the config loads them', () => {
    const config = loadConfig(Config, { GENERATION_PRICES: 'replicate:acme/video-1=7.5/second' });
    expect(parsePrices(config.GENERATION_PRICES)).toEqual([
      { provider: 'replicate', model: 'acme/video-1', unit: 'second', minorPerUnit: 7.5 },
    ]);
  });

  it('given prices for a provider or a model the deployment does not have, or per second for a model without a duration, then the boot check names each', async () => {
    const image: KindCapability = { ...video, model: 'acme/image-1', params: {} };
    const registry = new ProviderRegistry(
      parsePrices('nowhere:acme/video-1=1/image,replicate:acme/missing=1/image,replicate:acme/image-1=1/second'),
    );
    registry.register(providerOf('replicate', { image, video }));
    const error = await registry.checkPrices().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceConfigError);
    expect((error as Error).message).toContain('nowhere:acme/video-1: no provider nowhere is configured');
    expect((error as Error).message).toContain('replicate:acme/missing: replicate has no model acme/missing');
    expect((error as Error).message).toContain(
      'replicate:acme/image-1: priced per second, but the model takes no duration',
    );
  });

  it('given a priced model, then the capability registry lists that price', async () => {
    const registry = new ProviderRegistry(parsePrices('replicate:acme/video-1=7.5/second'));
    registry.register(providerOf('replicate', { video }));
    await expect(registry.checkPrices()).resolves.toBeUndefined();
    expect((await registry.get('replicate').capability()).kinds.video?.cost).toEqual({
      currency: 'USD',
      baseMinor: 0,
      perUnitMinor: 7.5,
      unit: 'second',
      unitParam: 'seconds',
    });
  });
});
