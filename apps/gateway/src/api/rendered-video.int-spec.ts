import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformApp } from '../../../platform/src/app';
import { bearer, downloadBytes, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

interface Card {
  status: string;
  checklist: Array<{ itemId: string; status: string; results: Array<{ kind: string; id: string }> }>;
}

/**
 * Issue 31's done-when: a short video asked for in words ends as one MP4 — the scenes'
 * clips (the embedded simulated upstream's) rendered by Debian's ffmpeg — that ffprobe reads
 * as the length asked, with video and audio, downloaded through the API.
 */
describe('gateway: a rendered video on the embedded platform (R-11)', () => {
  let api: ApiFixture;
  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  }, 180_000);
  afterAll(() => api?.close());

  it('"a 15-second video of a red cat walking, three scenes" ends with a 15 s MP4 with video and audio', async () => {
    const taskId = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(api.keys.a))
        .send({ text: 'a 15-second video of a red cat walking, three scenes', language: 'en' })
        .expect(201)
    ).body.taskIds[0] as string;
    const card = await eventually(
      async () => {
        const c: Card = (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(api.keys.a)).expect(200)).body;
        return c.checklist.length > 0 && c.checklist.every((i) => i.status === 'done') ? c : undefined;
      },
      'every node of the video done',
      400_000,
    );
    const edit = card.checklist.find((i) => i.itemId === 'edit')!;
    const objectId = edit.results.find((r) => r.kind === 'artifact')!.id;
    const meta = await api.http.get(`/v1/objects/${objectId}`).set(bearer(api.keys.a)).expect(200);
    expect(meta.body).toMatchObject({ kind: 'video', mediaType: 'video/mp4', linkedTaskIds: [taskId] });
    expect(meta.body.provenance).toMatchObject({ provider: 'render', model: 'ffmpeg-h264-aac' });

    const file = join(mkdtempSync(join(tmpdir(), 'rendered-')), 'video.mp4');
    writeFileSync(file, await downloadBytes(api, api.keys.a, objectId));
    const probe = JSON.parse(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type,codec_name,width,height',
        '-of',
        'json',
        file,
      ]).toString(),
    ) as { format: { duration: string }; streams: Array<{ codec_type: string; width?: number; height?: number }> };
    expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThanOrEqual(0.1);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 640, height: 360 });
  }, 500_000);
});
