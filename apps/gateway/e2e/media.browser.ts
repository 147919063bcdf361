import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { platformApp } from '../../platform/src/app';
import { startApi, type ApiFixture } from '../src/testing/api-fixture';

const SHOTS = join(__dirname, '../../../tmp/console');

/** An MP4 object (an upload or a rendered video) plays in the console: a <video> that loads it. */
describe('the web console plays MP4 objects (headless Chromium, embedded platform)', () => {
  let api: ApiFixture;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error('console page error:', error));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('shows an uploaded H.264/AAC MP4 as a playable <video> of its length', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'media-browser-')), 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ]);
    const key = (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
    const created = await api.http
      .post('/v1/objects')
      .set({ authorization: `Bearer ${key}` })
      .attach('file', readFileSync(file), { filename: 'clip.mp4', contentType: 'video/mp4' })
      .expect(201);
    const objectId = created.body.objectId as string;
    await page.goto(`${api.url}/console/#/workspace/${objectId}`);
    const video = page.locator(`video[data-object="${objectId}"]`);
    await video.waitFor({ timeout: 30_000 });
    // The browser read the file's header through the download URL: it knows the length.
    await page.waitForFunction(
      `(() => { const v = document.querySelector('video[data-object="${objectId}"]'); return v && v.readyState >= 1; })()`,
      undefined,
      { timeout: 30_000 },
    );
    const duration = await page.evaluate<number>(`document.querySelector('video[data-object="${objectId}"]').duration`);
    expect(Math.abs(duration - 2)).toBeLessThanOrEqual(0.1);
    await page.screenshot({ path: join(SHOTS, 'media-video.png'), fullPage: true });
  }, 120_000);
});
