import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { platformApp } from '../../platform/src/app';
import { startApi, type ApiFixture } from '../src/testing/api-fixture';

/** The console's credentials view in headless Chromium: register, see metadata only, revoke. */
describe('the console credentials view', () => {
  let api: ApiFixture;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    page = await browser.newPage();
    page.on('pageerror', (error) => console.error('console page error:', error));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  it('given the form, when a provider key is registered and then revoked, then the list shows its metadata, never the secret', async () => {
    const secret = `sk-console-${randomBytes(12).toString('hex')}`;
    await page.goto(`${api.url}/console/#/credentials`);
    await page.fill('#credential-form input[name=name]', 'studio fal key');
    await page.selectOption('#credential-form select[name=kind]', 'provider_key');
    await page.fill('#credential-form input[name=providerId]', 'fal');
    await page.fill('#credential-form input[name=secret]', secret);
    await page.click('#credential-form button[type=submit]');
    const row = page.locator('tr[data-credential]', { hasText: 'studio fal key' });
    await row.waitFor();
    expect(await row.textContent()).toContain('provider key · fal');
    expect(await page.content()).not.toContain(secret);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.locator('button', { hasText: 'Revoke' }).click();
    await page.locator('tr.revoked', { hasText: 'studio fal key' }).waitFor();
    expect(await page.content()).not.toContain(secret);
  });
});
