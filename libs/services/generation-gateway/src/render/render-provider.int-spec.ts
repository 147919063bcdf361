import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReferenceImage, ReferenceSource } from '../provider/providers/references';
import type { SubmitRequest, UpstreamStatus } from '../provider/provider.port';
import { RenderProvider } from './render-provider';
import type { Timeline } from './timeline';
import { encodeTimeline } from './timeline-codec';

/** Media made here with ffmpeg's own sources (the generation providers of the tests are doubles). */
const work = mkdtempSync(join(tmpdir(), 'render-spec-'));
function make(name: string, mediaType: string, args: string[]): ReferenceImage {
  const path = join(work, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path]);
  return { bytes: readFileSync(path), mediaType, name };
}
const media: Record<string, ReferenceImage> = {
  gif: make('clip.gif', 'image/gif', ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=4:duration=1.5']),
  mp4: make('clip.mp4', 'video/mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=480x270:rate=25:duration=2']),
  png: make('still.png', 'image/png', ['-f', 'lavfi', '-i', 'testsrc=size=200x100', '-frames:v', '1']),
  wav: make('tone.wav', 'audio/wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3']),
};
const references: ReferenceSource = {
  read: (workspaceId, objectId) =>
    workspaceId === 'ws-1' && media[objectId]
      ? Promise.resolve(media[objectId])
      : Promise.reject(new Error(`no object ${objectId}`)),
};

interface Probe {
  format: { duration: string };
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }>;
}
function probe(bytes: Uint8Array): Probe {
  const path = join(work, `probe-${Math.random()}.mp4`);
  writeFileSync(path, bytes);
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type,codec_name,width,height',
    '-of',
    'json',
    path,
  ]);
  return JSON.parse(out.toString()) as Probe;
}

const timeline = (over: Partial<Timeline> = {}): Timeline => ({
  entries: [
    { object: 'gif', seconds: 5 },
    { object: 'png', seconds: 5 },
    { object: 'mp4', seconds: 5 },
  ],
  transition: 'cut',
  crossfadeSeconds: 0.5,
  width: 640,
  height: 360,
  fps: 24,
  ...over,
});

let n = 0;
const request = (t: Timeline): SubmitRequest => ({
  idempotencyKey: `key-${++n}`,
  workspaceId: 'ws-1',
  clientReference: `job-${n}`,
  kind: 'video',
  model: 'ffmpeg-h264-aac',
  prompt: encodeTimeline(t),
  params: {},
  references: [],
});

async function settled(provider: RenderProvider, id: string, seen: number[] = []): Promise<UpstreamStatus> {
  for (;;) {
    const status = await provider.query(id, { workspaceId: 'ws-1' });
    seen.push(status.progress);
    if (status.state !== 'queued' && status.state !== 'running') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function rendered(provider: RenderProvider, id: string): Promise<Uint8Array> {
  const output = await provider.fetchOutput(id, 0, { workspaceId: 'ws-1' });
  const chunks: Buffer[] = [];
  for await (const chunk of output.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('RenderProvider (ffmpeg)', () => {
  let provider: RenderProvider;
  beforeEach(() => {
    provider = new RenderProvider({ references, dir: join(work, `jobs-${++n}`) });
  });
  afterEach(() => provider.close());
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('renders a clip, a still and a clip with cuts and a looped audio track into an MP4 of the planned length', async () => {
    const { upstreamJobId } = await provider.submit(request(timeline({ audio: 'wav' })));
    const seen: number[] = [];
    const status = await settled(provider, upstreamJobId, seen);
    expect(status).toMatchObject({ state: 'succeeded', progress: 100, outputs: [{ mediaType: 'video/mp4' }] });
    const file = probe(await rendered(provider, upstreamJobId));
    expect(Math.abs(Number(file.format.duration) - 15)).toBeLessThanOrEqual(0.1);
    expect(file.streams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', width: 640, height: 360 }),
        expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
      ]),
    );
    // Progress was reported between the start and the end (ffmpeg's -progress).
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
  }, 60_000);

  it('crossfades, draws title cards and adds a silent track when no audio is given', async () => {
    const t = timeline({
      entries: [
        { title: 'A red cat', seconds: 2 },
        { object: 'gif', seconds: 3 },
        { object: 'mp4', seconds: 3 },
      ],
      transition: 'crossfade',
      crossfadeSeconds: 0.5,
      width: 320,
      height: 240,
    });
    const { upstreamJobId } = await provider.submit(request(t));
    expect(await settled(provider, upstreamJobId)).toMatchObject({ state: 'succeeded' });
    const file = probe(await rendered(provider, upstreamJobId));
    // 2 + 3 + 3 less two 0.5 s overlaps
    expect(Math.abs(Number(file.format.duration) - 7)).toBeLessThanOrEqual(0.1);
    expect(file.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(file.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 320, height: 240 });
  }, 60_000);

  it('cancel kills the running ffmpeg: the job ends cancelled and leaves no file', async () => {
    const long = timeline({
      entries: [
        { object: 'mp4', seconds: 110 },
        { object: 'mp4', seconds: 110 },
      ],
      width: 1280,
      height: 720,
    });
    const { upstreamJobId } = await provider.submit(request(long));
    // Wait until ffmpeg runs.
    for (let i = 0; i < 100; i++) {
      const s = await provider.query(upstreamJobId, { workspaceId: 'ws-1' });
      if (s.state === 'running' && s.progress > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await provider.cancel(upstreamJobId, { workspaceId: 'ws-1' })).toBe(true);
    expect(await settled(provider, upstreamJobId)).toMatchObject({ state: 'cancelled', outputs: [] });
    await expect(provider.fetchOutput(upstreamJobId, 0, { workspaceId: 'ws-1' })).rejects.toThrow(/no rendered output/);
    // The queue moves on: a render after the cancelled one succeeds.
    const next = await provider.submit(request(timeline({ entries: [{ object: 'png', seconds: 1 }] })));
    expect(await settled(provider, next.upstreamJobId)).toMatchObject({ state: 'succeeded' });
  }, 60_000);

  it('a clip that cannot be read, or audio that is a picture, fails with a typed code', async () => {
    const missing = await provider.submit(request(timeline({ entries: [{ object: 'gone', seconds: 1 }] })));
    expect(await settled(provider, missing.upstreamJobId)).toMatchObject({
      state: 'failed',
      errorCode: 'render:missing_clip',
    });
    const picture = await provider.submit(
      request(timeline({ entries: [{ object: 'gif', seconds: 1 }], audio: 'png' })),
    );
    expect(await settled(provider, picture.upstreamJobId)).toMatchObject({
      state: 'failed',
      errorCode: 'render:not_audio',
    });
    const sound = await provider.submit(request(timeline({ entries: [{ object: 'wav', seconds: 1 }] })));
    expect(await settled(provider, sound.upstreamJobId)).toMatchObject({
      state: 'failed',
      errorCode: 'render:not_visual',
    });
  }, 60_000);

  it('refuses a prompt that is not a renderable timeline, and answers one render per key', async () => {
    await expect(provider.submit({ ...request(timeline()), prompt: 'a cat' })).rejects.toThrow(
      /render:invalid_timeline/,
    );
    await expect(provider.submit(request(timeline({ entries: [] })))).rejects.toThrow(/render:invalid_timeline/);
    const r = request(timeline({ entries: [{ object: 'png', seconds: 1 }] }));
    const [a, b] = await Promise.all([provider.submit(r), provider.submit(r)]);
    expect(a.upstreamJobId).toBe(b.upstreamJobId);
    expect(await provider.queryByKey(r.idempotencyKey, { workspaceId: 'ws-1' })).toMatchObject({
      upstreamJobId: a.upstreamJobId,
    });
    expect(await provider.queryByKey(r.idempotencyKey, { workspaceId: 'ws-2' })).toBeUndefined();
  }, 60_000);
});
