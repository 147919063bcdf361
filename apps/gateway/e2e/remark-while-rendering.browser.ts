import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../platform/src/app';
import { bearer, simulatedProvider, startApi, type ApiFixture } from '../src/testing/api-fixture';

const SHOTS = join(__dirname, '../../../tmp/console');

/**
 * Issue 33 as a person meets it in the console: a remark sent while the image renders must end
 * with the image on a finished card, never "no meaningful progress". The upstream renders for
 * about a second, so the remark really lands mid-generation.
 */
describe('the console: a remark while the image renders (issue 33)', () => {
  let api: ApiFixture;
  let browser: Browser;
  let page: Page;
  const sim = new SimulatedUpstream({ secret: 'remark-secret' });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const url = await sim.start();
    sim.script({ promptContains: '', script: { stepMs: 150, steps: 7 } });
    api = await startApi(platformApp, simulatedProvider(url, 'remark-secret'));
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error('console page error:', error));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await sim.stop();
  });

  it('given "a red cat, watercolour" rendering, when a remark is sent to it from the console, then the card ends finished with the image', async () => {
    await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    await page.fill('#message-form textarea', 'a red cat, watercolour');
    await page.click('#message-form button[type=submit]');
    const card = page.locator('article.card', { hasText: 'a red cat, watercolour' }).first();
    await card.waitFor();
    const taskId = await card.getAttribute('data-task');
    // The remark goes to the task itself (the routing of such a remark is the routing work's concern).
    const key = (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
    await api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(bearer(key))
      .send({ text: 'Our brand colour is teal, please always use it.' })
      .expect(202);

    await card.locator('.artifacts img').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      `[...document.querySelectorAll('article.card .artifacts img')].some((img) => img.complete && img.naturalWidth > 0)`,
    );
    await page.waitForFunction(
      `document.querySelector('article.card[data-task="${taskId}"]')?.getAttribute('data-status') === 'idle'`,
      undefined,
      { timeout: 30_000 },
    );
    await page.screenshot({ path: join(SHOTS, 'remark-while-rendering.png'), fullPage: true });
    const shown = (await card.locator('.progress').textContent()) ?? '';
    expect(shown).toMatch(/^finished/);
    expect(shown).not.toMatch(/no meaningful progress/);
    const apiCard = (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key)).expect(200)).body;
    expect(apiCard.stopReason).toBe('every checklist item is done');
  }, 120_000);
});
