import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { agreeOnEmulator } from '../support/dealer';
import { launchBrowser, snapshot } from '../support/browser';

/** The listings remote points at a manifest that does not exist: its routes show an error panel, the shell keeps working. */
describe('A remote that cannot load', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({
      env: { REMOTE_LISTINGS_MANIFEST_URL: '/remotes/missing/mf-manifest.json' },
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows an error panel with Retry for its routes while navigation and settings still work', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await agreeOnEmulator(page, 'remote_failure_dealer');
    await page.waitForURL((url) => !url.search.includes('ebay_auth'));

    await page.goto(`${server.baseUrl}/dashboard`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await page.getByText('could not be loaded', { exact: false }).first().waitFor();
    await snapshot(page, '10-remote-error');

    await retry.click();
    await retry.waitFor();

    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL('**/settings');
    await page.getByLabel('Default markup percent').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // The shell knows the listings remote did not answer: no link leads to its pages.
    const nav = page.getByRole('menu', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Review' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  });
});
