import type { Page } from 'playwright-core';
import type { ApiFixture } from '../src/testing/api-fixture';
import { platformApp } from '../../platform/src/app';
import { openConsole, type ConsolePage } from './console-page';

/** The console's billing view in headless Chromium: balance, limits, autonomy level, ledger. */
describe('the console billing view', () => {
  let ui: ConsolePage;
  let api: ApiFixture;
  let page: Page;

  beforeAll(async () => {
    ui = await openConsole(platformApp, {
      BILLING_STARTING_BALANCE_MINOR: '2500',
      BILLING_NO_CONFIRM_OPERATION_MINOR: '5',
    });
    ({ api, page } = ui);
  });
  afterAll(() => ui?.close());

  it('given the view, when the autonomy level is changed, then the balance and limits show and the level is stored', async () => {
    await page.goto(`${api.url}/console/#/billing`);
    const balance = page.locator('#billing-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toContain('25.00 USD of 25.00 USD available');
    expect(await balance.textContent()).toContain('0.05 USD per operation');
    // The change is stored (PUT /v1/billing/autonomy answers 200) before the page is reloaded.
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/billing/autonomy') && r.status() === 200),
      page.selectOption('#autonomy-level', 'ask_every_paid_step'),
    ]);
    await page.reload();
    await page.locator('#billing-balance').waitFor();
    expect(await page.locator('#autonomy-level').inputValue()).toBe('ask_every_paid_step');
    await page.locator('#billing-ledger').waitFor({ state: 'attached' });
  });
});
