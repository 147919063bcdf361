import { randomUUID } from 'node:crypto';
import { SubmissionRejected, type SubmitRequest } from '../provider.port';
import type { ConformanceWorld } from './doubles/conformance-world';
import { CONFORMANCE_WORKSPACE, providerConformance } from './doubles/provider.conformance';
import { comfyUiWorld, falWorld, httpWorld, openAiWorld, replicateWorld } from './doubles/worlds';
import { checkVendorRequest } from './vendor-schemas';

// One conformance suite, every adapter, each against a double built from the vendor's public API docs.
providerConformance('generic HTTP provider × simulated upstream', httpWorld);
providerConformance('OpenAI Images (gpt-image-1) × double', openAiWorld);
providerConformance('Replicate × double', replicateWorld);
providerConformance('fal.ai queue × double', falWorld);
providerConformance('ComfyUI × double', comfyUiWorld);
providerConformance('Replicate (FLUX Kontext Pro, takes a reference) × double', () =>
  replicateWorld('image=black-forest-labs/flux-kontext-pro'),
);

const imageRequest = async (w: ConformanceWorld, references: string[]): Promise<SubmitRequest> => {
  const kind = (await w.provider.capability()).kinds.image!;
  return {
    idempotencyKey: `ref-${randomUUID()}`,
    workspaceId: CONFORMANCE_WORKSPACE,
    clientReference: `job-${randomUUID()}`,
    kind: 'image',
    model: kind.model,
    prompt: 'the uploaded logo on a red poster',
    params: { width: 1024, height: 576 },
    references,
  };
};

describe('reference images reach each vendor in the field its vendored schema names', () => {
  const PNG_DATA_URI = /^data:image\/png;base64,iVBORw0KGgo/;
  const cases: Array<[string, () => Promise<ConformanceWorld>, string, (body: Record<string, unknown>) => void]> = [
    [
      'OpenAI: the edits endpoint, the file in `image` (sent as `image[]`, as OpenAI’s own examples do)',
      openAiWorld,
      'images/edits',
      (body) => expect(body).toMatchObject({ image: ['<binary>'], prompt: 'the uploaded logo on a red poster' }),
    ],
    [
      'Replicate black-forest-labs/flux-kontext-pro: `input_image`, with the aspect ratio of the input',
      () => replicateWorld('image=black-forest-labs/flux-kontext-pro'),
      'black-forest-labs/flux-kontext-pro',
      (body) => {
        expect(body.input_image).toMatch(PNG_DATA_URI);
        expect(body.aspect_ratio).toBe('match_input_image');
      },
    ],
    [
      'fal fal-ai/flux/dev/image-to-image: `image_url`',
      () => falWorld('image=fal-ai/flux/dev/image-to-image'),
      'fal-ai/flux/dev/image-to-image',
      (body) => expect(body.image_url).toMatch(PNG_DATA_URI),
    ],
  ];
  it.each(cases)('%s', async (_what, open, schema, expectBody) => {
    const w = await open();
    try {
      expect((await w.provider.capability()).kinds.image?.maxReferences).toBeGreaterThanOrEqual(1);
      await w.provider.submit(await imageRequest(w, ['obj-logo']));
      const sent = w.checked().at(-1)!;
      expect(sent.name).toBe(schema);
      expectBody(sent.body as Record<string, unknown>);
      expect(w.violations()).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given models whose schemas have no image input (FLUX schnell on Replicate and fal), then the registry offers no references and the size goes where each schema puts it', async () => {
    for (const [open, field, value] of [
      [() => replicateWorld(), 'aspect_ratio', '16:9'],
      [() => falWorld(), 'image_size', { width: 1024, height: 576 }],
    ] as const) {
      const w = await open();
      try {
        expect((await w.provider.capability()).kinds.image?.maxReferences).toBe(0);
        await w.provider.submit(await imageRequest(w, []));
        const body = w.checked().at(-1)!.body as Record<string, unknown>;
        expect(body[field]).toEqual(value);
        expect(body).not.toHaveProperty('width');
        expect(w.violations()).toEqual([]);
      } finally {
        await w.close();
      }
    }
  });
});

describe('a request field the vendor’s schema does not name fails the conformance suite', () => {
  it('given the generic shape the adapters once sent every model (`width`/`height`/`image`), then FLUX schnell’s schema refuses each field by name', () => {
    const errors = checkVendorRequest('replicate', 'black-forest-labs/flux-schnell', {
      prompt: 'p',
      width: 1024,
      height: 1024,
      image: 'data:image/png;base64,AA==',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/width'),
        expect.stringContaining('/height'),
        expect.stringContaining('/image'),
      ]),
    );
    expect(checkVendorRequest('fal', 'fal-ai/flux/schnell', { prompt: 'p', num_images: 9 })).toEqual([
      expect.stringContaining('/num_images'),
    ]);
    expect(checkVendorRequest('replicate', 'meta/musicgen', { prompt: 'p' })).toEqual([
      'replicate: no vendored request schema for "meta/musicgen"',
    ]);
  });

  const worlds: Array<[string, () => Promise<ConformanceWorld>]> = [
    ['OpenAI Images', openAiWorld],
    ['Replicate', () => replicateWorld()],
    ['fal.ai', () => falWorld()],
    ['ComfyUI', comfyUiWorld],
  ];
  it.each(worlds)(
    'given %s’s adapter sending `promt` for `prompt` (a deliberately wrong field name), then the double refuses it as the vendor would, and the conformance suite’s schema check names the field',
    async (_name, open) => {
      const w = await open();
      const realFetch = globalThis.fetch;
      // The adapter's request, with its first `prompt` field misspelt on the way out.
      const misspell = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        let body = init?.body;
        if (typeof body === 'string') body = body.replace('"prompt":', '"promt":');
        else if (body instanceof FormData) {
          const form = new FormData();
          for (const [name, value] of body.entries()) form.append(name === 'prompt' ? 'promt' : name, value);
          body = form;
        }
        return realFetch(input, { ...init, body });
      });
      try {
        const error = await w.provider.submit(await imageRequest(w, [])).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SubmissionRejected);
        expect(w.violations()).toEqual(expect.arrayContaining([expect.stringContaining('/promt')]));
      } finally {
        misspell.mockRestore();
        await w.close();
      }
    },
  );
});

describe('Replicate webhook secrets are per account', () => {
  it('given a webhook naming a workspace without a Replicate credential, then it is refused as a bad signature (never an error)', async () => {
    const w = await replicateWorld();
    try {
      const { upstreamJobId } = await w.provider.submit({
        idempotencyKey: 'k-ws',
        workspaceId: 'ws-conformance',
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
