import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { agreeOnEmulator } from '../support/dealer';
import { launchBrowser, snapshot, watchPageErrors } from '../support/browser';

/**
 * A new dealer's first visit: landing page, sign in with eBay on the emulator, onboarding
 * (skipping the payment step), the empty dashboard, pricing rules that survive a reload,
 * and logging out.
 */
describe('A new dealer signs in, sets up Pennant and logs out', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the landing page to a visitor, never as signed in', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('link', { name: 'Login with eBay' }).first().waitFor();
    await expectNoText(page, 'Log out');
    // The savings calculator's slider says what it sets.
    await page.getByRole('slider', { name: 'Cards per day' }).waitFor();
    await snapshot(page, '01-landing');
  });

  it('signs in with eBay on the emulator and shows the success banner', async () => {
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await agreeOnEmulator(page, 'dugout_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.waitForFunction(() => !window.location.search.includes('ebay_auth'));
    await snapshot(page, '02-signed-in');
  });

  it('goes through onboarding, skipping the payment step, to the dashboard', async () => {
    await page
      .getByRole('link', { name: 'Start setup' })
      .or(page.getByRole('button', { name: 'Start setup' }))
      .first()
      .click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('button', { name: 'Next' }).click();
    // Signing in with eBay connected the account, so the eBay step shows it and moves on.
    await page.getByText('dugout_dealer').first().waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Default markup percent').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The embedded local provider bills by invoice: one click would set it up; this dealer skips.
    await page.getByText('This Pennant server bills by invoice', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Use invoice payments and finish' }).waitFor();
    await snapshot(page, '03-onboarding-payment');
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Step Skipped').first().waitFor();
    await page.getByText('No published listings yet. Upload some cards to get started!').waitFor();
    await page.getByText('Items Listed').first().waitFor();
    await snapshot(page, '04-dashboard');
    await page.goto(`${server.baseUrl}/onboarding`);
    await page.waitForURL('**/dashboard');
  });

  it('changes pricing rules in settings and finds them kept after a reload', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL('**/settings');
    const markup = page.getByLabel('Default markup percent');
    await markup.fill('12.5');
    const minimum = page.getByLabel('Minimum single FMV');
    await minimum.fill('6.25');
    await page.getByRole('button', { name: 'Save pricing rules' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    await page.reload();
    await expectValue(page.getByLabel('Default markup percent'), '12.50');
    await expectValue(page.getByLabel('Minimum single FMV'), '6.25');
    await snapshot(page, '05-settings');
  });

  it('logs out back to the landing page', async () => {
    await page
      .getByRole('button', { name: /Log out/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Login with eBay' }).first().waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    expect(pageErrors).toEqual([]);
  });
});

describe('A visitor who is not signed in', () => {
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

  it('is asked to sign in on pages that need a dealer', async () => {
    await page.goto(`${server.baseUrl}/onboarding`);
    await page.getByText('Authentication Required').waitFor();
    expect(
      await page.getByRole('link', { name: 'Login with eBay' }).first().getAttribute('href'),
    ).toBe('/api/login');
  });

  it('is told they are logged out, sent to eBay sign-in from settings, and brought back to settings', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL('**/__ebay/auth/oauth2/authorize?**');
    await page.getByLabel('Username').waitFor();
    await agreeOnEmulator(page, 'deep_link_dealer');
    await page.waitForURL('**/settings');
    await page.getByText('Pricing Rules').first().waitFor();
    // Signed out again for the visitor's pages that follow.
    await page.context().clearCookies();
  });

  it('sees "404 Page Not Found" for an unknown address', async () => {
    await page.goto(`${server.baseUrl}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
  });

  it('gets remote manifests revalidated and hashed chunks cached, so a redeployed remote is served next', async () => {
    const manifest = await fetch(`${server.baseUrl}/remotes/listings/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    const entry = await fetch(
      `${server.baseUrl}/remotes/listings/${body.metaData.remoteEntry.name}`,
    );
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
  });
});

async function expectNoText(page: Page, text: string): Promise<void> {
  expect(await page.getByText(text, { exact: true }).count()).toBe(0);
}

async function expectValue(
  locator: ReturnType<Page['getByLabel']>,
  expected: string,
): Promise<void> {
  await locator.waitFor();
  const deadline = Date.now() + 10_000;
  let value = await locator.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await locator.inputValue();
  }
  expect(value).toBe(expected);
}
