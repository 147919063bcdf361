import { chromium, type Browser, type Page } from 'playwright-core';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import type { BaseAppConfig } from '@lomo/config';
import { startApi, type ApiFixture } from '../src/testing/api-fixture';

/** The embedded platform and a headless Chromium page on its console, for one browser test file. */
export interface ConsolePage {
  api: ApiFixture;
  page: Page;
  close(): Promise<void>;
}

/** Starts `app` (the platform; in-memory PGlite plus `env`) and a page whose script errors are logged. */
export async function openConsole<C extends BaseAppConfig>(
  app: LomoAppDefinition<C>,
  env: NodeJS.ProcessEnv = {},
): Promise<ConsolePage> {
  const api = await startApi(app, { DATABASE_URL: 'memory://', ...env });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('console page error:', error));
    return {
      api,
      page,
      close: async () => {
        await browser?.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
