import type { GenerationProvider } from '../provider/provider.port';
import { ProviderRegistry } from '../provider/provider-registry';
import { simulatedCapability } from '../simulated/simulated-upstream';
import { CapabilityRegistry } from './capability-registry';
import { inProcessGenerationApi } from '../application/generation.bus-api';

const caller = { workspaceId: 'ws', userId: 'u' };
const provider = (id: string, capability = simulatedCapability()): GenerationProvider =>
  ({ id, capability: async () => capability }) as unknown as GenerationProvider;

function api(...providers: GenerationProvider[]) {
  const registry = new ProviderRegistry();
  for (const p of providers) registry.register(p);
  return inProcessGenerationApi(new CapabilityRegistry(registry));
}

describe('capability registry (R-11.1)', () => {
  it('given the simulated provider, when listed, then each kind shows its model, inputs, outputs, limits and price', async () => {
    const view = await api(provider('simulated')).capabilities(caller);
    expect(view.providers).toEqual(['simulated']);
    expect(view.entries.map((e) => [e.kind, e.model, e.inputs])).toEqual([
      ['image', 'sim-image-1', ['prompt', 'reference_images', 'size']],
      ['video', 'sim-video-1', ['prompt', 'reference_images', 'duration', 'size']],
      ['model3d', 'sim-3d-1', ['prompt', 'reference_images']],
    ]);
    expect(view.entries[1]).toMatchObject({
      outputFormats: ['image/gif'],
      maxReferences: 2,
      cost: { baseMinor: 10, perUnitMinor: 5, unitParam: 'seconds' },
      supports: { cancel: true },
    });
  });

  it('given a provider that does not answer, when listed, then its kinds are left out and the rest stays', async () => {
    const down = {
      id: 'down',
      capability: () => Promise.reject(new Error('ECONNREFUSED')),
    } as unknown as GenerationProvider;
    const view = await api(down, provider('simulated')).capabilities(caller);
    expect(view.providers).toEqual(['down', 'simulated']);
    expect(new Set(view.entries.map((e) => e.provider))).toEqual(new Set(['simulated']));
  });

  it('given plan nodes within the limits, when checked, then there is no problem and each generation is quoted as a submission would be', async () => {
    const check = await api(provider('simulated')).checkPlan(caller, [
      { nodeId: 'kf', tool: 'generate_image', input: { prompt: 'scene 1' }, referencesFromNodes: 1 },
      { nodeId: 'clip', tool: 'generate_video', input: { prompt: 'scene 1', seconds: 4 }, referencesFromNodes: 1 },
      { nodeId: 'doc', tool: 'workspace_create_object', input: { kind: 'document' } },
      { nodeId: 'look', requires: { kind: 'image', inputs: ['reference_images'] } },
    ]);
    expect(check).toEqual({
      problems: [],
      checkedBy: ['capability registry (simulated)'],
      // sim-image 0.04; sim-video 0.10 + 0.05 per second × 4
      quotes: [
        { nodeId: 'kf', amount: { amountMinor: 4, currency: 'USD' } },
        { nodeId: 'clip', amount: { amountMinor: 30, currency: 'USD' } },
      ],
    });
  });

  it('given nodes nobody can make, when checked, then each gets a reason the user reads, naming what is configured', async () => {
    const check = await api(provider('simulated')).checkPlan(caller, [
      { nodeId: 'soundtrack', requires: { kind: 'audio' } },
      { nodeId: 'inpaint', requires: { kind: 'image', inputs: ['mask'] } },
      { nodeId: 'long-clip', tool: 'generate_video', input: { prompt: 'x', seconds: 60 } },
      { nodeId: 'collage', tool: 'generate_video', input: { prompt: 'x' }, referencesFromNodes: 3 },
      { nodeId: 'elsewhere', tool: 'generate_image', input: { prompt: 'x', provider: 'fal' } },
    ]);
    expect(check.problems).toEqual([
      {
        nodeId: 'soundtrack',
        code: 'capability_missing',
        reason: 'needs audio generation, which no configured provider offers (simulated: image, video, 3D model)',
      },
      {
        nodeId: 'inpaint',
        code: 'capability_missing',
        reason:
          'needs image generation taking mask, which no configured provider offers (simulated: image, video, 3D model)',
      },
      {
        nodeId: 'long-clip',
        code: 'param_out_of_range',
        reason: 'simulated sim-video-1: seconds must be between 1 and 10',
      },
      { nodeId: 'collage', code: 'too_many_references', reason: 'simulated sim-video-1: at most 2 references' },
      {
        nodeId: 'elsewhere',
        code: 'capability_missing',
        reason:
          'needs image generation from fal, which no configured provider offers (simulated: image, video, 3D model)',
      },
    ]);
  });

  it('given no provider at all, when checked, then the reason says none is configured', async () => {
    const check = await api().checkPlan(caller, [{ nodeId: 'poster', tool: 'generate_image', input: { prompt: 'x' } }]);
    expect(check.problems[0].reason).toBe(
      'needs image generation, which no configured provider offers (no generation provider is configured)',
    );
  });
});
