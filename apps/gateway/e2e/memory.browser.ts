import type { Page } from 'playwright-core';
import { ToolRegistry } from '@lomo/agent-tools';
import { MemoryCurator } from '@lomo/services/memory';
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

  it('given two memories the curator flagged as contradicting, then each card names the other', async () => {
    const session = (await api.http.get('/v1/dev/session').expect(200)).body as { key: string; workspaceId: string };
    const entry = (
      await api.http
        .post('/v1/main/messages')
        .set(bearer(session.key))
        .send({ text: 'a menu card for a noodle bar' })
        .expect(201)
    ).body as { taskIds: string[] };
    const [taskId] = entry.taskIds;
    const remember = api.app.get(ToolRegistry).get('remember')!;
    const inferred = (scope: string, content: string, callId: string) =>
      eventually(async () => {
        const context = { taskId, workspaceId: session.workspaceId, callId, generation: 1 };
        const { result } = await remember.run(
          { subject: 'menu font', content, scope, evidence: content } as never,
          context,
        );
        return (result as { memoryId?: string }).memoryId;
      }, 'the task known to memory');
    await inferred('user', 'menus in a rounded sans', '3:1:0');
    await inferred('workspace', 'menus in a blackletter face', '3:2:0');
    await api.app.get(MemoryCurator).runOnce();

    // The page is still on this view from the case before: a same-URL goto would not re-render it.
    await page.goto(`${api.url}/console/#/memory`);
    await page.reload();
    const card = (content: string) =>
      page.locator('article.memory', { has: page.locator('h3', { hasText: content }) }).locator('p.memory-conflict');
    await card('menus in a rounded sans').waitFor();
    expect(await card('menus in a rounded sans').textContent()).toContain(
      'Conflicts with "menus in a blackletter face"',
    );
    expect(await card('menus in a blackletter face').textContent()).toContain(
      'Conflicts with "menus in a rounded sans"',
    );
  });
});
