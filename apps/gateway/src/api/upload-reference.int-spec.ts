import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { OpenAiDouble } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApiOnOpenAi, type ApiFixture } from '../testing/api-fixture';

interface Card {
  status: string;
  checklist: Array<{ itemId: string; status: string; results: Array<{ kind: string; id: string }> }>;
}

const KEY = 'sk-test-reference';

function png(): Buffer {
  const image = new PNG({ width: 32, height: 32 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([220, 30, 30, 255], i);
  return PNG.sync.write(image);
}

/**
 * Issue 31's done-when: an uploaded PNG used as a reference reaches the provider's request in
 * the field its schema names — uploaded by multipart POST /v1/objects, named in the user's
 * words, and sent by the OpenAI adapter to `POST /v1/images/edits` as `image` (`image[]`
 * parts), which the double checks against OpenAI's own request schema.
 */
describe('gateway: an uploaded image as a generation reference (embedded platform)', () => {
  let api: ApiFixture;
  const openai = new OpenAiDouble(KEY);

  beforeAll(async () => {
    const url = await openai.start();
    api = await startApiOnOpenAi(platformApp, url, KEY);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await openai.stop();
  });

  it('given an uploaded PNG named in the request, when the image is generated, then OpenAI receives an edit whose `image` is that PNG, byte for byte', async () => {
    const bytes = png();
    const uploaded = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .attach('file', bytes, { filename: 'logo.png', contentType: 'image/png' })
      .expect(201);
    const objectId = uploaded.body.objectId as string;

    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(api.keys.a))
        .set('idempotency-key', 'reference-poster')
        .send({ text: `make a poster of a lighthouse in the style of the image ${objectId}`, language: 'en' })
        .expect(201)
    ).body.taskIds[0] as string;
    await eventually(
      async () => {
        const c: Card = (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(200)).body;
        return c.status === 'idle' && openai.creates() > 0 && c.checklist.every((i) => i.status === 'done')
          ? c
          : undefined;
      },
      'the poster generated',
      180_000,
    );

    const edits = openai.checked.filter((c) => c.name === 'images/edits');
    expect(edits).toHaveLength(1);
    expect(edits[0]!.body).toMatchObject({ image: ['<binary>'], prompt: expect.stringContaining(objectId) });
    expect(openai.lastEditImages).toEqual([
      {
        name: `${objectId}.png`,
        type: 'image/png',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    ]);
    expect(openai.violations).toEqual([]);
  }, 240_000);
});
