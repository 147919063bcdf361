import type { Page } from 'playwright-core';
import { platformApp } from '../../platform/src/app';
import { bearer, eventually, type ApiFixture } from '../src/testing/api-fixture';
import { openConsole, type ConsolePage } from './console-page';

const STATEMENT = 'Our brand colour is vermilion';

/**
 * A forget said in the console's main thread (issue 28, R-6.7) in headless Chromium: the card
 * lists the memory it would remove with Forget / Keep; Forget removes it and the thread says so.
 */
describe('the console: forget said in chat', () => {
  let ui: ConsolePage;
  let api: ApiFixture;
  let page: Page;

  beforeAll(async () => {
    ui = await openConsole(platformApp);
    ({ api, page } = ui);
  });
  afterAll(() => ui?.close());

  it('given a stated brand colour, when "forget my brand colour" is sent, then the card lists it; Forget removes it', async () => {
    const key = (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
    const memories = async () =>
      (await api.http.get('/v1/memories').set(bearer(key)).expect(200)).body as Array<{ content: string }>;
    await api.http
      .post('/v1/main/messages')
      .set(bearer(key))
      .send({ text: `${STATEMENT}.` })
      .expect(201);
    await eventually(async () => (await memories()).find((m) => m.content === STATEMENT), 'the extracted memory');

    await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    await page.fill('#message-form textarea', 'forget my brand colour');
    await page.click('#message-form button[type=submit]');
    const card = page.locator('.card.disambiguation.forget');
    await card.waitFor();
    expect(await card.locator('.forget-memories li').allTextContents()).toEqual([`${STATEMENT} · brand colour`]);
    expect(await card.locator('button').allTextContents()).toEqual(['Forget', 'Keep']);

    await card.locator('button', { hasText: 'Forget' }).click();
    await page.locator('p.reply', { hasText: 'Forgotten: brand colour.' }).waitFor();
    expect(await card.count()).toBe(0);
    expect(await memories()).toEqual([]);
  });
});
