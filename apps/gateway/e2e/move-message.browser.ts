import type { Page } from 'playwright-core';
import { platformApp } from '../../platform/src/app';
import { bearer, eventually, type ApiFixture } from '../src/testing/api-fixture';
import { openConsole, type ConsolePage } from './console-page';

/**
 * Mistakes are cheap (issue 27) in headless Chromium: a main-thread message shows why it went
 * where it did (the router's reason and the tasks it weighed), and "move to…" sends it to the
 * task the user meant — the thread and both tasks say so.
 */
describe('the console: why a message went where it did, and moving it', () => {
  let ui: ConsolePage;
  let api: ApiFixture;
  let page: Page;

  beforeAll(async () => {
    ui = await openConsole(platformApp);
    ({ api, page } = ui);
  });
  afterAll(() => ui?.close());

  it('given "make it warmer" went to the robot, when the user opens why? and moves it to the cat, then the thread and the cat show it', async () => {
    const key = (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
    const post = async (text: string) =>
      (await api.http.post('/v1/main/messages').set(bearer(key)).send({ text }).expect(201)).body;
    const card = async (id: string) => (await api.http.get(`/v1/tasks/${id}`).set(bearer(key)).expect(200)).body;
    const cat = (await post('a red cat, watercolour')).taskIds[0] as string;
    const robot = (await post('a tin robot, gouache')).taskIds[0] as string;
    for (const id of [cat, robot]) {
      await eventually(async () => {
        const c = await card(id);
        return c.status === 'idle' && c.inbox.every((m: { state: string }) => m.state !== 'pending') ? c : undefined;
      }, `task ${id} idle`);
      // Paused, the robot keeps the follow-up untaken: movable.
      await api.http.post(`/v1/tasks/${id}/pause`).set(bearer(key)).expect(202);
    }
    const sent = await post('make it warmer');
    expect(sent.taskIds).toEqual([robot]);

    await page.goto(`${api.url}/console/#/`);
    const line = page.locator(`.messages li[data-message="${sent.messageId}"]`);
    await line.waitFor();
    await line.locator('details.why summary').click();
    expect(await line.locator('.why .reason').textContent()).toMatch(/task last talked about/);
    expect(await line.locator('.why .candidates li').count()).toBe(2);
    expect(await line.locator(`.why .candidates li[data-task="${cat}"]`).textContent()).toContain(
      'a red cat, watercolour',
    );

    const choices = await line.locator('select.move option').allTextContents();
    expect(choices).toEqual(['move to…', 'a red cat, watercolour', 'a new task']);
    await line.locator('select.move').selectOption(cat);
    await line.locator('.moved', { hasText: 'moved by you to “a red cat, watercolour”' }).waitFor();

    const entry = (await api.http.get('/v1/main/messages').set(bearer(key)).expect(200)).body.find(
      (e: { messageId: string }) => e.messageId === sent.messageId,
    );
    expect(entry).toMatchObject({ taskIds: [cat], moves: [{ fromTaskId: robot, toTaskId: cat }] });
    expect((await card(cat)).inbox.map((m: { text: string }) => m.text)).toContain('make it warmer');
    expect((await card(robot)).inbox.find((m: { messageId: string }) => m.messageId === sent.messageId)?.state).toBe(
      'withdrawn',
    );
  });

  it('given "done when…" typed beside a request, when sent, then a new task starts and its card shows the rubric (R-10.11)', async () => {
    await page.goto(`${api.url}/console/#/`);
    const rubric = 'three posters, each readable from three metres';
    await page.fill('#message-form textarea', 'jazz night posters');
    await page.fill('#message-form input[name=rubric]', rubric);
    await page.click('#message-form button[type=submit]');
    await page.locator('.card .rubric', { hasText: rubric }).waitFor();
    expect(await page.locator('#message-form input[name=rubric]').inputValue()).toBe('');
  });
});
