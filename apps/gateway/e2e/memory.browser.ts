import type { Page } from 'playwright-core';
import { bearer, eventually, type ApiFixture } from '../src/testing/api-fixture';
import { platformApp } from '../../platform/src/app';
import { openConsole, type ConsolePage } from './console-page';

const WORD = 'zinnober';
const PREFERENCE = `I prefer smoky ${WORD} colours for posters`;

/**
 * The console's memory view in headless Chromium: what Lomo remembers — the memory with
 * its evidence and the episode of the task it came from, each line with its evidence — and
 * forgetting it in one click behind a confirmation, after which no line of it is on the page.
 */
describe('the console memory view', () => {
  let ui: ConsolePage;
  let api: ApiFixture;
  let page: Page;

  beforeAll(async () => {
    ui = await openConsole(platformApp);
    ({ api, page } = ui);
  });
  afterAll(() => ui?.close());

  it('given a stated preference, then the view shows it and its episode with evidence; when forgotten (confirmed), then neither is on the page', async () => {
    // The console's own key (the local dev session) states the preference in a task.
    const key = (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
    await api.http
      .post('/v1/main/messages')
      .set(bearer(key))
      .send({ text: `${PREFERENCE}. A spring sale poster, please.` })
      .expect(201);
    await eventually(async () => {
      const list = (await api.http.get('/v1/memories').set(bearer(key)).expect(200)).body as unknown[];
      return list.length > 0 ? list : undefined;
    }, 'the extracted memory');

    await page.goto(`${api.url}/console/#/memory`);
    const memory = page.locator('article.memory', { hasText: PREFERENCE });
    await memory.waitFor();
    const episode = page.locator('article.episode', { hasText: `stated preference: colour: ${PREFERENCE}` });
    await episode.waitFor();
    await episode.locator('summary', { hasText: 'Evidence' }).click();
    expect(await episode.locator('q').textContent()).toBe(`${PREFERENCE}.`);

    // A dismissed confirmation forgets nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await memory.locator('button', { hasText: 'Forget' }).click();
    expect(await memory.count()).toBe(1);

    let asked = '';
    page.once('dialog', (dialog) => ((asked = dialog.message()), void dialog.accept()));
    await memory.locator('button', { hasText: 'Forget' }).click();
    await page.locator('p', { hasText: 'No episodes yet' }).waitFor();
    expect(asked).toContain('cannot be undone');
    expect(await page.locator('article.memory, article.episode').count()).toBe(0);
    expect((await page.content()).toLowerCase()).not.toContain(WORD);
  });
});
