import { platformApp } from '../../../platform/src/app';
import { bearer, downloadBytes, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

describe('gateway: workspace objects over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  let objectId: string;
  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    const created = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .set('idempotency-key', 'doc-1')
      .send({ name: 'storyboard', text: 'scene 1\nscene 2\n' })
      .expect(201);
    objectId = created.body.objectId;
    expect(created.body.version).toBe(1);
  });
  afterAll(() => api.close());

  it('creates once per idempotency key: a replay returns the first object, a different body is 422', async () => {
    const replay = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .set('idempotency-key', 'doc-1')
      .send({ name: 'storyboard', text: 'scene 1\nscene 2\n' })
      .expect(201);
    expect(replay.body).toEqual({ objectId, version: 1 });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const reused = await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.a))
      .set('idempotency-key', 'doc-1')
      .send({ name: 'other', text: '' })
      .expect(422);
    expect(reused.body.type).toBe(type('idempotency_key_reused'));
    const list = await api.http.get('/v1/objects?kind=document').set(bearer(api.keys.a)).expect(200);
    expect(list.body.objects.map((o: { objectId: string }) => o.objectId)).toEqual([objectId]);
  });

  it('gets metadata with the version as ETag, content, versions and the raw download', async () => {
    const meta = await api.http
      .get(`/v1/objects/${objectId}`)
      .set(bearer(api.keys.a))
      .expect(200)
      .expect('etag', '"1"');
    expect(meta.body).toMatchObject({ objectId, name: 'storyboard', kind: 'document', latestVersion: 1 });
    const content = await api.http.get(`/v1/objects/${objectId}/content`).set(bearer(api.keys.a)).expect(200);
    expect(content.body).toMatchObject({ type: 'text', version: 1, text: 'scene 1\nscene 2\n' });
    const versions = await api.http.get(`/v1/objects/${objectId}/versions`).set(bearer(api.keys.a)).expect(200);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([1]);
    const download = await downloadBytes(api, api.keys.a, objectId);
    expect(download.toString('utf8')).toBe('scene 1\nscene 2\n');
    // <img src> cannot send headers: the key may come as ?access_token= (and passes the unknown-field check).
    await api.http.get(`/v1/objects/${objectId}/download?access_token=${encodeURIComponent(api.keys.a)}`).expect(200);
    await api.http.get(`/v1/objects/${objectId}/download?access_token=${encodeURIComponent(api.keys.b)}`).expect(404);
  });

  it('writes with If-Match; a stale If-Match is 412 with the current version, a missing one 428, version 0 is 400, and none changes anything', async () => {
    const ok = await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .set('if-match', '"1"')
      .send({ edits: [{ oldText: 'scene 2', newText: 'scene 2: the cat' }] })
      .expect(200)
      .expect('etag', '"2"');
    expect(ok.body).toMatchObject({ objectId, version: 2 });
    const stale = await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .set('if-match', '"1"')
      .send({ text: 'overwrite' })
      .expect(412)
      .expect('content-type', /problem\+json/);
    expect(stale.body).toMatchObject({ type: type('stale_version'), currentVersion: 2 });
    const missing = await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .send({ text: 'overwrite' })
      .expect(428);
    expect(missing.body.type).toBe(type('if_match_required'));
    // Versions start at 1: "0" names none, so it is malformed (as the document's pattern says), not stale.
    const zero = await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .set('if-match', '"0"')
      .send({ text: 'overwrite' })
      .expect(400);
    expect(zero.body.type).toBe(type('invalid_if_match'));
    await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .set('if-match', '"2"')
      .send({ text: 'x', edits: [{ oldText: 'a', newText: 'b' }] })
      .expect(400);
    await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(bearer(api.keys.a))
      .set('if-match', '"2"')
      .send({ text: 'x', extra: 1 })
      .expect(400);
    const content = await api.http.get(`/v1/objects/${objectId}/content`).set(bearer(api.keys.a)).expect(200);
    expect(content.body).toMatchObject({ version: 2, text: 'scene 1\nscene 2: the cat\n' });
  });

  it("answers 404 for another workspace's object on every route, changing nothing", async () => {
    const b = bearer(api.keys.b);
    for (const path of ['', '/versions', '/content', '/download']) {
      const res = await api.http.get(`/v1/objects/${objectId}${path}`).set(b).expect(404);
      expect(res.body.type).toMatch(/^https:\/\/lomo\.dev\/problems\//);
    }
    await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set(b)
      .set('if-match', '"2"')
      .send({ text: 'hijack' })
      .expect(404);
    expect((await api.http.get('/v1/objects').set(b).expect(200)).body.objects).toEqual([]);
    await api.http.get(`/v1/objects/${objectId}`).set(bearer(api.keys.a)).expect(200).expect('etag', '"2"');
  });
});
