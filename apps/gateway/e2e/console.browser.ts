import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { platformApp } from '../../platform/src/app';
import { startApi, type ApiFixture } from '../src/testing/api-fixture';

/** Screenshots are test artifacts: CI keeps `tmp/console/`. */
const SHOTS = join(__dirname, '../../../tmp/console');

describe('the web console in headless Chromium (embedded platform)', () => {
  let api: ApiFixture;
  let browser: Browser;
  let page: Page;
  /** The key the console itself uses (the local dev session). */
  const key = async () => (await api.http.get('/v1/dev/session').expect(200)).body.key as string;
  const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => console.error('console page error:', error));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  const send = async (text: string, navigate = true) => {
    if (navigate) await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    await page.fill('#message-form textarea', text);
    await page.click('#message-form button[type=submit]');
    const card = page.locator('article.card', { hasText: text }).first();
    await card.waitFor();
    return card;
  };
  const lines = async (card: ReturnType<Page['locator']>, until: (line: string) => boolean, timeout = 30_000) => {
    const seen: string[] = [];
    const deadline = Date.now() + timeout;
    for (;;) {
      const line = (await card.locator('.progress').textContent()) ?? '';
      if (seen[seen.length - 1] !== line) seen.push(line);
      if (until(line)) return seen;
      if (Date.now() > deadline) throw new Error(`progress never matched; saw ${JSON.stringify(seen)}`);
      await page.waitForTimeout(20);
    }
  };

  it('sends a message and watches the card live until the finished image', async () => {
    await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    // Every status line the card shows, recorded in the page as it renders.
    await page.evaluate(`window.lines = []; new MutationObserver(() => {
      for (const p of document.querySelectorAll('article.card .progress')) if (window.lines[window.lines.length - 1] !== p.textContent) window.lines.push(p.textContent);
    }).observe(document.getElementById('app'), { subtree: true, childList: true, characterData: true })`);
    const card = await send('a red cat, watercolour', false);
    await shot('1-card-created');
    await lines(card, (line) => line.startsWith('finished'), 40_000);
    await card.locator('.artifacts img').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      `[...document.querySelectorAll('article.card .artifacts img')].some((img) => img.complete && img.naturalWidth > 0)`,
    );
    await shot('2-card-finished-with-image');
    const shown = await page.evaluate<string[]>('window.lines');
    expect(shown.slice(0, -1).some((line) => /generating image|waiting for a result|planned|working/.test(line))).toBe(
      true,
    );
    expect(await card.locator('.inbox .badge').first().textContent()).toBe('read by the task');
  });

  it('given a person typing in the main thread, when a task updates live, then what they typed and their caret stay', async () => {
    await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    await page.fill('#message-form textarea', 'half a thought about the');
    await page.fill('#message-form input[name=rubric]', 'readable from afar');
    await page.focus('#message-form textarea');
    const redraws = await page.evaluate<number>(
      'window.redraws = 0; new MutationObserver(() => window.redraws++).observe(document.getElementById("app"), { childList: true }); 0',
    );
    // Another client's request: its task's live updates draw the tasks again while the person types.
    await api.http
      .post('/v1/main/messages')
      .set({ authorization: `Bearer ${await key()}` })
      .send({ text: 'a paper crane, ink' })
      .expect(201);
    await page.locator('article.card', { hasText: 'a paper crane, ink' }).first().waitFor();
    expect(await page.evaluate<number>('window.redraws')).toBeGreaterThan(redraws);
    expect(await page.inputValue('#message-form textarea')).toBe('half a thought about the');
    expect(await page.inputValue('#message-form input[name=rubric]')).toBe('readable from afar');
    expect(await page.evaluate('document.activeElement?.name')).toBe('text');
    await page.keyboard.type(' poster');
    expect(await page.inputValue('#message-form textarea')).toBe('half a thought about the poster');
    await page.fill('#message-form textarea', '');
    await page.fill('#message-form input[name=rubric]', '');
  });

  it('given a request still on its way, when the person opens settings meanwhile, then its answer does not draw the tasks over settings', async () => {
    await page.goto(`${api.url}/console/#/`);
    await page.waitForSelector('#live:not(.off)');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/v1/main/messages', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.fill('#message-form textarea', 'a tin whale, gouache');
    await page.click('#message-form button[type=submit]');
    await page.goto(`${api.url}/console/#/settings`);
    await page.fill('#erase-form input[name=confirmUserId]', 'half typed');
    release();
    await page.waitForResponse((r) => r.url().includes('/v1/main/messages') && r.request().method() === 'POST');
    // Its task is read and would be drawn now: give the page the moment it takes.
    await page.waitForTimeout(1_000);
    expect(await page.inputValue('#erase-form input[name=confirmUserId]')).toBe('half typed');
    expect(await page.locator('#message-form').count()).toBe(0);
    await page.unroute('**/v1/main/messages');
  });

  it('answers a permission checkpoint card with its button', async () => {
    await api.http
      .put('/v1/tool-policies/generate_image')
      .set({ authorization: `Bearer ${await key()}` })
      .send({ policy: 'always_ask' })
      .expect(200);
    const card = await send('paint a green owl, watercolour');
    const confirm = card.locator('.checkpoint button[data-action=confirm]');
    await confirm.waitFor({ timeout: 30_000 });
    // The card opens inside the turn; the status says awaiting_approval once the turn has ended.
    for (let i = 0; i < 100 && (await card.getAttribute('data-status')) !== 'awaiting_approval'; i++)
      await page.waitForTimeout(100);
    expect(await card.getAttribute('data-status')).toBe('awaiting_approval');
    await shot('3-checkpoint-open');
    await confirm.click();
    await card.locator('.checkpoint').waitFor({ state: 'detached', timeout: 30_000 });
    await api.http
      .put('/v1/tool-policies/generate_image')
      .set({ authorization: `Bearer ${await key()}` })
      .send({ policy: 'always_allow' })
      .expect(200);
    await lines(card, (line) => line.startsWith('finished'), 40_000);
    await card.locator('.artifacts img').first().waitFor({ timeout: 30_000 });
    await shot('4-checkpoint-answered-image');
  });

  it('interrupts a task that waits for an answer, then pauses and resumes it; the task view shows the timeline', async () => {
    const auth = { authorization: `Bearer ${await key()}` };
    await api.http.put('/v1/tool-policies/generate_image').set(auth).send({ policy: 'always_ask' }).expect(200);
    const card = await send('make 3 posters of a blue fox');
    await card.locator('.checkpoint').first().waitFor({ timeout: 30_000 });
    await card.locator('button[data-action=interrupt]').click();
    await page.waitForSelector('article.card[data-status="idle"] .progress:text("interrupted")');
    await shot('5-card-interrupted');
    await api.http.put('/v1/tool-policies/generate_image').set(auth).send({ policy: 'always_allow' }).expect(200);
    await card.locator('button[data-action=pause]').click();
    await page.waitForSelector('article.card[data-status="paused"]');
    await card.locator('button[data-action=resume]').click();
    await page.waitForSelector('article.card .progress:text("resumed")');
    const taskId = await card.getAttribute('data-task');
    await page.goto(`${api.url}/console/#/tasks/${taskId}`);
    await page.waitForSelector('.timeline li:has-text("interrupted")');
    await shot('6-task-timeline');
  });

  it('edits a document and shows a version conflict', async () => {
    await page.goto(`${api.url}/console/#/workspace`);
    await page.fill('input[placeholder="new document name"]', 'notes');
    await page.click('text=New document');
    await page.waitForSelector('#doc-text');
    const objectId = decodeURIComponent(page.url().split('/').pop()!);
    await page.fill('#doc-text', 'first line');
    await page.click('#save');
    await page.waitForSelector('text=saved as version 2');
    // Someone else writes version 3 while this page still edits version 2.
    await api.http
      .put(`/v1/objects/${objectId}/content`)
      .set({ authorization: `Bearer ${await key()}` })
      .set('if-match', '"2"')
      .send({ text: 'their line' })
      .expect(200);
    await page.fill('#doc-text', 'my line');
    await page.click('#save');
    await page.waitForSelector('#conflict:text("now version 3")');
    await shot('7-document-conflict');
  });

  it('deletes a task from its view after one confirmation that says what goes and what stays, and shows the result', async () => {
    // Given: a finished task with its image, open in the task view.
    const card = await send('a teal kite, watercolour');
    await card.locator('.artifacts .preview').first().waitFor({ timeout: 30_000 });
    const taskId = await card.getAttribute('data-task');
    await page.goto(`${api.url}/console/#/tasks/${taskId}`);
    // When: the user deletes it and accepts the one question.
    const asked: string[] = [];
    page.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
    await page.locator('button[data-action=delete]').click();
    // Then: the question said what goes and what stays, the view shows the result, and the task is gone.
    await page.waitForSelector('.deleted-result:has-text("Task deleted")');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/Goes: its messages[\s\S]*Stays: 1 object it made/);
    // And its receipt names each service, followed until every one has finished (ADR 0051).
    await page.waitForSelector('.deleted-result .receipt li[data-service=billing]');
    await page.waitForSelector('.deleted-result .receipt[data-state=done]', { timeout: 30_000 });
    await shot('8-task-deleted');
    await api.http
      .get(`/v1/tasks/${taskId}`)
      .set({ authorization: `Bearer ${await key()}` })
      .expect(404);
  });

  it("sets the workspace's retention in settings: content only after 30 days, read back from the API (ADR 0057)", async () => {
    await page.goto(`${api.url}/console/#/settings`);
    await page.waitForSelector('#retention-form');
    await page.fill('#retention-form input[name=days]', '30');
    await page.selectOption('#retention-form select[name=scope]', 'content');
    await page.click('#retention-form button');
    await page.waitForSelector('#retention-flash:has-text("after 30 days")');
    const auth = { authorization: `Bearer ${await key()}` };
    expect((await api.http.get('/v1/settings/retention').set(auth).expect(200)).body).toEqual({
      days: 30,
      scope: 'content',
    });
    // Emptied, the tasks are kept for ever again.
    await page.fill('#retention-form input[name=days]', '');
    await page.click('#retention-form button');
    await page.waitForSelector('#retention-flash:has-text("kept for ever")');
    expect((await api.http.get('/v1/settings/retention').set(auth).expect(200)).body).toMatchObject({ days: null });
  });

  // Last: it erases the console's own user, whose key stops working.
  it('erases the user from settings after a confirmation and their typed id, and shows the receipt', async () => {
    // Given: a task of theirs.
    const card = await send('a grey heron, ink');
    const taskId = await card.getAttribute('data-task');
    const consoleKey = await key();
    await page.goto(`${api.url}/console/#/settings`);
    // When: a wrong id is refused by the API; the right one, with the question accepted, erases.
    const asked: string[] = [];
    page.on('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
    await page.fill('#erase-form input[name=confirmUserId]', 'someone-else');
    await page.click('#erase-form button');
    await page.waitForSelector('#settings-flash:has-text("confirmUserId")');
    await page.fill('#erase-form input[name=confirmUserId]', 'local');
    await page.click('#erase-form button');
    // Then: the receipt is shown, the question said what goes and what stays, and the task and key are gone.
    await page.waitForSelector('#erase-result .receipt li[data-service="gateway:api-keys"]');
    expect(asked[0]).toMatch(/Goes: every task you created[\s\S]*Stays: objects/);
    await shot('9-user-erased');
    const receiptId = await page.locator('#erase-result .receipt').getAttribute('data-receipt');
    expect(receiptId).toMatch(/^[0-9a-f-]{36}$/);
    const gone = async () =>
      (await api.http.get(`/v1/tasks/${taskId}`).set({ authorization: `Bearer ${consoleKey}` })).status;
    for (let i = 0; i < 150 && (await gone()) !== 401; i++) await page.waitForTimeout(200);
    expect(await gone()).toBe(401);
  });
});
