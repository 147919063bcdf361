import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { ApiFixture } from '../src/testing/api-fixture';
import { platformApp } from '../../platform/src/app';
import { openConsole, type ConsolePage } from './console-page';

/** The console's credentials view in headless Chromium: register, see metadata only, revoke. */
describe('the console credentials view', () => {
  let ui: ConsolePage;
  let api: ApiFixture;
  let page: Page;

  beforeAll(async () => {
    ui = await openConsole(platformApp);
    ({ api, page } = ui);
  });
  afterAll(() => ui?.close());

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
