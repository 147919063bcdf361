import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { platformApp } from '../../../platform/src/app';
import { bearer, downloadBytes, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;
const LIMIT = 300_000;

function png(width = 64, height = 48): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}
const made = mkdtempSync(join(tmpdir(), 'uploads-spec-'));
function ffmpeg(name: string, args: string[]): Buffer {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, join(made, name)]);
  return readFileSync(join(made, name));
}

/** Every file under the blob directory: what the store kept. */
function blobFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('gateway: media uploads, POST /v1/objects multipart (embedded platform)', () => {
  let api: ApiFixture;
  const data = mkdtempSync(join(tmpdir(), 'uploads-data-'));
  const blobs = join(data, 'blobs');
  beforeAll(async () => {
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      LOMO_DATA_DIR: data,
      GATEWAY_MAX_UPLOAD_BYTES: String(LIMIT),
    });
  }, 180_000);
  afterAll(() => api.close());

  const upload = (bytes: Buffer, filename: string, contentType?: string, key = api.keys.a) =>
    api.http
      .post('/v1/objects')
      .set(bearer(key))
      .attach('file', bytes, { filename, ...(contentType ? { contentType } : {}) });
  const count = async () =>
    (await api.http.get('/v1/objects').set(bearer(api.keys.a)).expect(200)).body.objects.length as number;

  it('stores an image, a video and an audio track by the type their bytes show, downloadable byte for byte', async () => {
    const files = [
      { bytes: png(), name: 'ref.png', sent: 'image/png', kind: 'image', mediaType: 'image/png' },
      // A part without its own type claims nothing: the bytes decide.
      {
        bytes: ffmpeg('clip.mp4', [
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=160x120:rate=10:duration=1',
          '-pix_fmt',
          'yuv420p',
        ]),
        name: 'clip.mp4',
        sent: undefined,
        kind: 'video',
        mediaType: 'video/mp4',
      },
      {
        bytes: ffmpeg('tone.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5']),
        name: 'tone.wav',
        sent: 'audio/x-wav',
        kind: 'audio',
        mediaType: 'audio/wav',
      },
    ];
    for (const file of files) {
      const created = await upload(file.bytes, file.name, file.sent).expect(201);
      const meta = await api.http.get(`/v1/objects/${created.body.objectId}`).set(bearer(api.keys.a)).expect(200);
      expect(meta.body).toMatchObject({ kind: file.kind, name: file.name, mediaType: file.mediaType, version: 1 });
      const download = await downloadBytes(api, api.keys.a, created.body.objectId);
      expect(Buffer.compare(download, file.bytes)).toBe(0);
    }
  });

  it('refuses mislabelled, unknown, empty and oversized files with a typed problem, storing nothing', async () => {
    const before = await count();
    const blobsBefore = blobFiles(blobs).length;
    const mislabelled = await upload(png(), 'photo.jpg', 'image/jpeg').expect(415);
    expect(mislabelled.body).toMatchObject({
      type: type('media_type_mismatch'),
      declared: 'image/jpeg',
      detected: 'image/png',
    });
    expect(mislabelled.headers['content-type']).toMatch(/^application\/problem\+json/);
    const text = await upload(Buffer.from('just some words, not a picture\n'.repeat(10)), 'a.png', 'image/png').expect(
      415,
    );
    expect(text.body.type).toBe(type('unsupported_media'));
    const pdf = await upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'a.pdf').expect(415);
    expect(pdf.body).toMatchObject({ type: type('unsupported_media'), detected: 'application/pdf' });
    expect((await upload(Buffer.alloc(0), 'empty.png', 'image/png').expect(415)).body.type).toBe(type('empty_upload'));
    // Over the limit after the type was sniffed: the stream into the blob store breaks, nothing is kept.
    const big = Buffer.concat([png(), Buffer.alloc(LIMIT)]);
    const tooLarge = await upload(big, 'big.png', 'image/png').expect(413);
    expect(tooLarge.body).toMatchObject({ type: type('upload_too_large'), limit: LIMIT });
    const noFile = await api.http.post('/v1/objects').set(bearer(api.keys.a)).field('name', 'x').expect(400);
    expect(noFile.body.type).toBe(type('upload_file_missing'));
    // Fields are checked whatever their place: an unknown one after the file, a link that is no id.
    const unknown = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .attach('file', png(), 'ref.png')
      .field('colour', 'red')
      .expect(400);
    expect(unknown.body).toMatchObject({ type: type('validation_failed'), pointer: '/colour' });
    const badLink = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .field('linkTaskId', '')
      .attach('file', png(), 'ref.png')
      .expect(400);
    expect(badLink.body).toMatchObject({ type: type('validation_failed'), pointer: '/linkTaskId' });
    expect(await count()).toBe(before);
    expect(blobFiles(blobs).length).toBe(blobsBefore);
  });

  it('needs the write scope, and a link to an unknown task is refused', async () => {
    await upload(png(), 'ref.png', 'image/png', api.keys.readOnly).expect(403);
    const unknown = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .field('linkTaskId', '0b7e4a4c-5c34-4d7e-9d4a-0f3a8a1f9a11')
      .attach('file', png(), 'ref.png')
      .expect(422);
    expect(unknown.body.type).toBe(type('unknown_link_task'));
  });

  it('an uploaded image is given to a task: linked to it and listed among its objects as a reference', async () => {
    const sent = await api.http
      .post('/v1/main/messages')
      .set(bearer(api.keys.a))
      .send({ text: 'a poster of a red cat, use my reference', language: 'en' })
      .expect(201);
    const taskId = sent.body.taskIds[0] as string;
    const created = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .attach('file', png(), { filename: 'cat.png', contentType: 'image/png' })
      // Fields may follow the file: the upload is spooled until the whole body is read.
      .field('name', 'cat reference')
      .field('linkTaskId', taskId)
      .expect(201);
    const meta = await api.http.get(`/v1/objects/${created.body.objectId}`).set(bearer(api.keys.a)).expect(200);
    expect(meta.body).toMatchObject({ name: 'cat reference', kind: 'image', linkedTaskIds: [taskId] });
    const linked = await api.http.get(`/v1/objects?taskId=${taskId}`).set(bearer(api.keys.a)).expect(200);
    expect(linked.body.objects.map((o: { objectId: string }) => o.objectId)).toContain(created.body.objectId);
  });
});
