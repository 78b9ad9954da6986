import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { agreeOnEmulator } from '../support/dealer';
import { launchBrowser, snapshot } from '../support/browser';

/** A dealer who disconnects eBay in Settings can still finish onboarding by skipping the eBay and payment steps. */
describe('Onboarding without an eBay connection', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('disconnects eBay in Settings, then skips the eBay and payment steps', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await agreeOnEmulator(page, 'unplugged_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();

    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    // The page reloads, so every screen starts again without the account; the toast is said after it.
    await reloaded;
    await page.getByText('eBay Disconnected').first().waitFor();
    await page.getByRole('button', { name: 'Connect eBay' }).first().waitFor();
    await snapshot(page, '20-settings-disconnected');

    await page.goto(`${server.baseUrl}/onboarding`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('No eBay account is connected yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByText('Step Skipped').first().waitFor();
    await page.getByLabel('Default markup percent').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(me).toMatchObject({ onboardingComplete: true, isEbayConnected: false });
  });

  it('connects eBay again from Settings and comes back to Settings', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole('button', { name: 'Connect eBay' }).first().click();
    await agreeOnEmulator(page, 'unplugged_dealer');
    await page.getByText('eBay Connected Successfully').first().waitFor();
    await page.waitForURL('**/settings');
    await page.getByRole('button', { name: 'Disconnect' }).waitFor();
  });
});
