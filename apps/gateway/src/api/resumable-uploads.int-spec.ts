import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { Upload as TusClientUpload } from 'tus-js-client';
import { ResumableUploads } from '@lomo/services/gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, downloadBytes, eventually, settled, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;
const LIMIT = 300_000;
const TUS = { 'tus-resumable': '1.0.0' };
const BYTES = { 'content-type': 'application/offset+octet-stream' };

/** A PNG of noise (~120 kB: it does not compress), so it takes several chunks. */
function noisyPng(width = 200, height = 200): Buffer {
  const image = new PNG({ width, height });
  let seed = 7;
  for (let i = 0; i < image.data.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
  }
  return PNG.sync.write(image);
}

/** tus Upload-Metadata: `key base64(value)` pairs. */
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/**
 * Issue 31 item 2, resumable uploads: tus 1.0.0 under /v1/uploads (@tus/server), on the
 * embedded platform. An upload sent in chunks survives a dropped connection (HEAD gives the
 * offset to go on from) and ends, when its last byte arrives, as a workspace object whose type
 * was told from its bytes — the same path as a multipart upload; every refusal is a problem
 * with the tus status, and nothing of a refused upload stays behind.
 */
describe('gateway: resumable uploads, tus 1.0.0 under /v1/uploads (embedded platform)', () => {
  let api: ApiFixture;
  const uploads = mkdtempSync(join(tmpdir(), 'tus-uploads-'));
  /** Upload files kept (each upload is its bytes and a .json record). */
  const kept = () => readdirSync(uploads);
  beforeAll(async () => {
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GATEWAY_MAX_UPLOAD_BYTES: String(LIMIT),
      GATEWAY_UPLOAD_DIR: uploads,
    });
  }, 180_000);
  afterAll(() => api.close());

  const create = (headers: Record<string, string>, key = api.keys.a) =>
    api.http
      .post('/v1/uploads')
      .set({ ...bearer(key), ...TUS, ...headers })
      .send();
  const patch = (location: string, offset: number, bytes: Buffer, key = api.keys.a) =>
    api.http
      .patch(location)
      .set({ ...bearer(key), ...TUS, ...BYTES, 'upload-offset': String(offset) })
      .send(bytes);
  const head = (location: string, key = api.keys.a) => api.http.head(location).set({ ...bearer(key), ...TUS });
  const objectCount = async () =>
    (await api.http.get('/v1/objects').set(bearer(api.keys.a)).expect(200)).body.objects.length as number;

  /** Starts a PATCH of `total` bytes, sends only `sent`, and drops the connection once the server holds them. */
  async function dropMidway(location: string, offset: number, sent: Buffer, total: number): Promise<void> {
    const id = location.split('/').pop()!;
    const req = httpRequest(`${api.url}${location}`, {
      method: 'PATCH',
      headers: { ...bearer(api.keys.a), ...TUS, ...BYTES, 'upload-offset': String(offset), 'content-length': total },
    });
    req.on('error', () => undefined);
    req.write(sent);
    await eventually(
      async () => (statSync(join(uploads, id)).size === offset + sent.length ? true : undefined),
      'the server to hold the bytes sent before the drop',
    );
    req.destroy();
  }

  it('takes a file in chunks, resumes after a dropped connection from the offset HEAD gives, and ends as a workspace object typed by its bytes', async () => {
    const file = noisyPng();
    expect(file.length).toBeGreaterThan(100_000);
    const third = Math.floor(file.length / 3);
    const created = await create({
      'upload-length': String(file.length),
      'upload-metadata': metadata({ filename: 'noise.png', filetype: 'image/png' }),
    }).expect(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const location = created.headers['location'] as string;
    expect(location).toMatch(/^\/v1\/uploads\/[0-9a-f]{48}$/);

    const first = await patch(location, 0, file.subarray(0, third)).expect(204);
    expect(first.headers['upload-offset']).toBe(String(third));
    expect(first.headers['lomo-object-id']).toBeUndefined();

    // The second chunk: half of it arrives, then the connection drops.
    const half = Math.floor(third / 2);
    await dropMidway(location, third, file.subarray(third, third + half), file.length - third);
    const resumeAt = await eventually(async () => {
      const res = await head(location);
      return res.status === 200 ? Number(res.headers['upload-offset']) : undefined;
    }, 'HEAD after the drop');
    expect(resumeAt).toBe(third + half);
    expect((await head(location)).headers['upload-length']).toBe(String(file.length));

    const last = await patch(location, resumeAt, file.subarray(resumeAt)).expect(204);
    expect(last.headers['upload-offset']).toBe(String(file.length));
    const objectId = last.headers['lomo-object-id'] as string;
    expect(last.headers['content-location']).toBe(`/v1/objects/${objectId}`);

    const meta = await api.http.get(`/v1/objects/${objectId}`).set(bearer(api.keys.a)).expect(200);
    expect(meta.body).toMatchObject({ kind: 'image', name: 'noise.png', mediaType: 'image/png', version: 1 });
    expect(Buffer.compare(await downloadBytes(api, api.keys.a, objectId), file)).toBe(0);
    // Stored, so gone from here: the upload is over.
    expect(kept()).toEqual([]);
    const gone = await api.http
      .patch(location)
      .set({ ...bearer(api.keys.a), ...TUS, ...BYTES, 'upload-offset': String(file.length) })
      .send(Buffer.alloc(0))
      .expect(404);
    expect(gone.body.type).toBe(type('upload_not_found'));
    expect(gone.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('a tus client (tus-js-client) uploads in three chunks, linked to a task by its metadata: the object is that task’s reference', async () => {
    const file = noisyPng(120, 120);
    const sent = await api.http
      .post('/v1/main/messages')
      .set(bearer(api.keys.a))
      .send({ text: 'a poster of a red cat, use my reference', language: 'en' })
      .expect(201);
    const taskId = sent.body.taskIds[0] as string;
    const patches: number[] = [];
    const objectId = await new Promise<string>((resolve, reject) => {
      let objectHeader = '';
      new TusClientUpload(file, {
        endpoint: `${api.url}/v1/uploads`,
        headers: bearer(api.keys.a),
        chunkSize: Math.ceil(file.length / 3),
        metadata: { filename: 'cat.png', filetype: 'image/png', linkTaskId: taskId },
        retryDelays: [],
        onAfterResponse: (req, res) => {
          if (req.getMethod() === 'PATCH') patches.push(res.getStatus());
          objectHeader = res.getHeader('Lomo-Object-Id') ?? objectHeader;
        },
        onError: reject,
        onSuccess: () => resolve(objectHeader),
      }).start();
    });
    expect(patches).toEqual([204, 204, 204]);
    const meta = await api.http.get(`/v1/objects/${objectId}`).set(bearer(api.keys.a)).expect(200);
    expect(meta.body).toMatchObject({
      kind: 'image',
      mediaType: 'image/png',
      name: 'cat.png',
      linkedTaskIds: [taskId],
    });
    expect(Buffer.compare(await downloadBytes(api, api.keys.a, objectId), file)).toBe(0);
    expect(kept()).toEqual([]);
    // The poster it asked for becomes an object too: let it land here, not in the next case's count.
    await eventually(
      async () => {
        const card = (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(200)).body;
        return settled(card) && card.turns >= 1 ? true : undefined;
      },
      'the poster task settled',
      60_000,
    );
  });

  it('refuses a wrong offset (409, the upload unchanged), another workspace (404), no key (401) and no tus version (412), as problems', async () => {
    const file = noisyPng(60, 60);
    const created = await create({ 'upload-length': String(file.length) }).expect(201);
    const location = created.headers['location'] as string;
    await patch(location, 0, file.subarray(0, 1000)).expect(204);

    const conflict = await patch(location, 500, file.subarray(500, 1500)).expect(409);
    expect(conflict.body).toMatchObject({ type: type('upload_offset_mismatch'), status: 409 });
    expect(conflict.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await head(location).expect(200)).headers['upload-offset']).toBe('1000');

    // Another workspace's key finds nothing there, and cannot write or drop it.
    await head(location, api.keys.b).expect(404);
    expect((await patch(location, 1000, file.subarray(1000), api.keys.b).expect(404)).body.type).toBe(
      type('upload_not_found'),
    );
    await api.http
      .delete(location)
      .set({ ...bearer(api.keys.b), ...TUS })
      .expect(404);

    const anonymous = await api.http
      .post('/v1/uploads')
      .set({ ...TUS, 'upload-length': '10' })
      .expect(401);
    expect(anonymous.body.type).toBe(type('missing_api_key'));
    await create({ 'upload-length': '10' }, api.keys.readOnly).expect(403);
    const noVersion = await api.http
      .patch(location)
      .set({ ...bearer(api.keys.a), ...BYTES, 'upload-offset': '1000' })
      .send(file.subarray(1000))
      .expect(412);
    expect(noVersion.body.type).toBe(type('tus_resumable_required'));
    const badHeader = await create({ 'upload-length': '-5' }).expect(400);
    expect(badHeader.body).toMatchObject({ type: type('invalid_tus_header'), headers: ['upload-length'] });

    // Dropped by its owner: bytes and record go.
    await api.http
      .delete(location)
      .set({ ...bearer(api.keys.a), ...TUS })
      .expect(204);
    await head(location).expect(404);
    expect(kept()).toEqual([]);
  });

  it('refuses what is over the limit, mislabelled or no medium at all, storing nothing, and checks the fields before any byte is sent', async () => {
    // The object list is a read model: an earlier case's upload may still be on its way into it.
    let before = await objectCount();
    for (let settled = false; !settled;) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await objectCount();
      settled = now === before;
      before = now;
    }
    const tooLarge = await create({ 'upload-length': String(LIMIT + 1) }).expect(413);
    expect(tooLarge.body).toMatchObject({ type: type('upload_too_large'), limit: LIMIT });

    // A deferred length past the limit: refused when the bytes pass it, and dropped.
    const deferred = await create({ 'upload-defer-length': '1' }).expect(201);
    const big = await patch(deferred.headers['location'] as string, 0, Buffer.alloc(LIMIT + 10, 1)).expect(413);
    expect(big.body.type).toBe(type('upload_too_large'));
    await head(deferred.headers['location'] as string).expect(404);

    // A PNG said to be a JPEG, and words said to be a PNG: refused when the last byte is in, and removed.
    const png = noisyPng(40, 40);
    const cases = [
      { bytes: png, filetype: 'image/jpeg', code: 'media_type_mismatch' },
      {
        bytes: Buffer.from('just some words, not a picture\n'.repeat(40)),
        filetype: 'image/png',
        code: 'unsupported_media',
      },
    ];
    for (const { bytes, filetype, code } of cases) {
      const created = await create({
        'upload-length': String(bytes.length),
        'upload-metadata': metadata({ filename: 'x.png', filetype }),
      }).expect(201);
      const location = created.headers['location'] as string;
      await patch(location, 0, bytes.subarray(0, 100)).expect(204);
      const refused = await patch(location, 100, bytes.subarray(100)).expect(415);
      expect(refused.body.type).toBe(type(code));
      expect(refused.headers['lomo-object-id']).toBeUndefined();
      await head(location).expect(404);
    }
    const empty = await create({ 'upload-length': '0' }).expect(415);
    expect(empty.body.type).toBe(type('empty_upload'));

    // Fields are checked at creation: a name that is no name, a link to no task.
    const noName = await create({ 'upload-length': '10', 'upload-metadata': metadata({ name: 'a\u0000b' }) }).expect(
      400,
    );
    expect(noName.body).toMatchObject({
      type: type('validation_failed'),
      in: 'header',
      pointer: '/Upload-Metadata/name',
    });
    const noTask = await create({
      'upload-length': '10',
      'upload-metadata': metadata({ linkTaskId: '0b7e4a4c-5c34-4d7e-9d4a-0f3a8a1f9a11' }),
    }).expect(422);
    expect(noTask.body.type).toBe(type('unknown_link_task'));
    expect((await create({ 'upload-length': '10', 'upload-metadata': 'name !!' }).expect(400)).body.type).toBe(
      type('invalid_tus_header'),
    );

    expect(await objectCount()).toBe(before);
    expect(kept()).toEqual([]);
  });

  it('an upload left unfinished past its expiry is removed by the sweep', async () => {
    const created = await create({ 'upload-length': '5000' }).expect(201);
    expect(created.headers['upload-expires']).toBeDefined();
    const location = created.headers['location'] as string;
    await patch(location, 0, Buffer.alloc(1000, 2)).expect(204);
    const id = location.split('/').pop()!;
    // Created two days ago, as far as its record says (the expiry is a day).
    const record = join(uploads, `${id}.json`);
    const info = JSON.parse(readFileSync(record, 'utf8'));
    writeFileSync(
      record,
      JSON.stringify({ ...info, creation_date: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
    );
    expect((await head(location).expect(410)).headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await api.app.get(ResumableUploads).sweep()).toBe(1);
    expect(kept()).toEqual([]);
    await head(location).expect(404);
  });
});
