import { chromium, type Browser, type Page } from 'playwright-core';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import { platformApp } from '../../platform/src/app';
import { startApi, type ApiFixture } from '../src/testing/api-fixture';

/** The console's MCP servers view in headless Chromium against a real SDK server: attach, see its tools, detach. */
describe('the console MCP servers view', () => {
  let api: ApiFixture;
  let mcp: McpTestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mcp = await startMcpTestServer();
    // The test server listens on loopback: the operator's allowance (the default refuses it).
    api = await startApi(platformApp, { DATABASE_URL: 'memory://', MCP_PRIVATE_NETWORKS: 'allow' });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    page = await browser.newPage();
    page.on('pageerror', (error) => console.error('console page error:', error));
  });
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await mcp?.close();
  });

  it('given the form, when a server is attached, then its tools show with their risk class; a bad URL shows the problem; detached, it is gone', async () => {
    await page.goto(`${api.url}/console/#/mcp`);
    await page.fill('#mcp-form input[name=name]', 'print');
    await page.fill('#mcp-form input[name=url]', mcp.url);
    await page.click('#mcp-form button[type=submit]');
    const card = page.locator('[data-mcp-server=print]');
    await card.waitFor().catch(async (error) => {
      throw new Error(`${error}\nthe view shows: ${await page.locator('main').textContent()}`);
    });
    expect(await card.locator('tr[data-tool=mcp__print__lookup_colour]').textContent()).toContain('read');
    expect(await card.locator('tr[data-tool=mcp__print__place_order]').textContent()).toContain('write');

    await page.fill('#mcp-form input[name=name]', 'elsewhere');
    await page.fill('#mcp-form input[name=url]', 'http://example.com/mcp');
    await page.click('#mcp-form button[type=submit]');
    await page.locator('#mcp-flash', { hasText: 'localhost' }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await card.locator('button', { hasText: 'Detach' }).click();
    await page.locator('text=No MCP servers attached.').waitFor();
  });
});
