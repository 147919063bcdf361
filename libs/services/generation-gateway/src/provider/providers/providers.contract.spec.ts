import { comfyUiWorld, falWorld, httpWorld, openAiWorld, replicateWorld } from './doubles/worlds';
import { providerContract } from './doubles/provider-contract';

// One contract, every adapter, each against a double built from the vendor's public API docs.
providerContract('generic HTTP provider × simulated upstream', httpWorld);
providerContract('OpenAI Images (gpt-image-1) × double', openAiWorld);
providerContract('Replicate × double', replicateWorld);
providerContract('fal.ai queue × double', falWorld);
providerContract('ComfyUI × double', comfyUiWorld);

describe('Replicate webhook secrets are per account', () => {
  it('given a webhook naming a workspace without a Replicate credential, then it is refused as a bad signature (never an error)', async () => {
    const w = await replicateWorld();
    try {
      const { upstreamJobId } = await w.provider.submit({
        idempotencyKey: 'k-ws',
        workspaceId: 'ws-contract',
        clientReference: 'job-ws',
        kind: 'image',
        model: 'black-forest-labs/flux-schnell',
        prompt: 'p',
        params: {},
        references: [],
      });
      const delivery = w.webhooks!.valid(upstreamJobId, 'job-ws', 'ws-without-key');
      await expect(
        Promise.resolve(w.provider.verifyCallback(delivery.raw, delivery.headers, Date.now(), delivery.query)),
      ).rejects.toMatchObject({ reason: 'bad_signature' });
    } finally {
      await w.close();
    }
  });
});
