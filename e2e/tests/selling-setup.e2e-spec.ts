import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snapshot, watchPageErrors } from '../support/browser';
import { agreeOnEmulator } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

const EVERYTHING_MISSING = [
  'Turn on business policies for your eBay account',
  'Choose a shipping policy',
  'Choose a payment policy',
  'Choose a return policy',
  'Choose the location cards ship from',
];

/**
 * Selling on eBay from nothing to ready: a new dealer's Settings say exactly what eBay still needs,
 * business policies are turned on, sensible defaults are created once a postal code is given, bad
 * percents are refused without saving anything, and the listing defaults survive a reload.
 */
describe('Selling setup, from nothing to ready', () => {
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

  it('names every missing piece for a dealer who has set nothing up', async () => {
    await page.goto(`${server.baseUrl}/api/login`);
    await agreeOnEmulator(page, 'setup_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.goto(`${server.baseUrl}/settings`);
    const selling = page.getByTestId('selling-setup');
    const missing = selling.getByTestId('selling-missing').locator('li');
    await missing.first().waitFor();
    expect(await missing.allInnerTexts()).toEqual(EVERYTHING_MISSING);
    await snapshot(page, '60-selling-setup-empty');
  });

  it('turns on business policies', async () => {
    const selling = page.getByTestId('selling-setup');
    await selling.getByRole('button', { name: 'Turn on business policies' }).click();
    await page.getByText('Business Policies On').first().waitFor();
    await selling.getByRole('button', { name: 'Turn on business policies' }).waitFor({
      state: 'detached',
    });
    const missing = selling.getByTestId('selling-missing').locator('li');
    expect(await missing.allInnerTexts()).toEqual(EVERYTHING_MISSING.slice(1));
  });

  it('creates sensible defaults once it knows where cards ship from', async () => {
    const selling = page.getByTestId('selling-setup');
    const postalCode = selling.getByLabel('Postal code cards ship from');
    await postalCode.fill('ABC');
    await selling.getByText('A US ZIP code such as 10001 or 10001-1234').waitFor();
    const create = selling.getByRole('button', { name: 'Create sensible defaults' });
    expect(await create.isDisabled()).toBe(true);
    await postalCode.fill('10001');
    await create.click();
    await selling.getByTestId('selling-ready').getByText('Ready to publish to eBay').waitFor({
      timeout: 30_000,
    });
    await selling
      .getByText(/Pennant tracked shipping/)
      .first()
      .waitFor();
    await selling
      .getByText(/Standard Envelope \(eBay Standard Envelope/)
      .first()
      .waitFor();
    await selling.getByText(/Ship-from \(Pennant\) \(10001, US\)/).waitFor();
    await snapshot(page, '61-selling-setup-ready');
  });

  it('refuses bad percents and a bad lot factor, and saves nothing', async () => {
    const selling = page.getByTestId('selling-setup');
    await selling.getByRole('switch', { name: 'Accept Best Offers' }).click();
    await selling.getByLabel('Auto-accept at').fill('90');
    await selling.getByLabel('Auto-decline below').fill('120');
    await selling.getByLabel('Lot price factor').fill('3');
    await selling.getByRole('button', { name: 'Save selling setup' }).click();
    await selling
      .getByText(
        'The auto-decline percent must be a percent from 1 to 100, with at most two decimals.',
      )
      .waitFor();
    await selling.getByText('The lot price factor must be from 0.01 to 2.00, e.g. 0.80.').waitFor();
    await page.reload();
    const reloaded = page.getByTestId('selling-setup');
    await reloaded.getByTestId('selling-ready').waitFor();
    expect(await reloaded.getByLabel('Lot price factor').inputValue()).toBe('0.80');
    expect(await reloaded.getByRole('switch', { name: 'Accept Best Offers' }).isChecked()).toBe(
      false,
    );
  });

  it('keeps the listing defaults across a reload', async () => {
    const selling = page.getByTestId('selling-setup');
    await selling.locator('.ant-radio-button-wrapper', { hasText: 'Auction' }).click();
    await selling.getByLabel('Starting bid').fill('55');
    await selling.getByRole('switch', { name: 'Accept Best Offers' }).click();
    await selling.getByLabel('Auto-accept at').fill('90');
    await selling.getByLabel('Auto-decline below').fill('60');
    await selling.getByLabel('Lot price factor').fill('0.75');
    await selling.getByRole('switch', { name: 'Publish automatically when approved' }).click();
    await selling.getByRole('button', { name: 'Save selling setup' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    await page.reload();
    const reloaded = page.getByTestId('selling-setup');
    await reloaded.getByTestId('selling-ready').waitFor();
    expect(await reloaded.getByLabel('Starting bid').inputValue()).toBe('55.00');
    expect(await reloaded.getByLabel('Auto-accept at').inputValue()).toBe('90.00');
    expect(await reloaded.getByLabel('Auto-decline below').inputValue()).toBe('60.00');
    expect(await reloaded.getByLabel('Lot price factor').inputValue()).toBe('0.75');
    expect(
      await reloaded
        .getByRole('switch', { name: 'Publish automatically when approved' })
        .isChecked(),
    ).toBe(true);
    await snapshot(page, '62-selling-setup-saved');
  });

  it('saves the envelope as none once the dealer clears it', async () => {
    const selling = page.getByTestId('selling-setup');
    const envelope = selling
      .locator('.ant-form-item')
      .filter({ hasText: 'Standard Envelope for raw cards under $20' });
    await envelope.locator('.ant-select').hover();
    await envelope.locator('.ant-select-clear').click();
    await envelope.getByText('None: the shipping policy above for every card').waitFor();
    await selling.getByRole('button', { name: 'Save selling setup' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    const saved = await page.request.get(`${server.baseUrl}/api/selling/setup`);
    const setup = (await saved.json()) as { choices: { envelopePolicyId: string | null } };
    expect(setup.choices.envelopePolicyId).toBeNull();
    await page.reload();
    await page
      .getByTestId('selling-setup')
      .getByText('None: the shipping policy above for every card')
      .waitFor();
  });

  it("shows the same setup, ready, in onboarding's eBay step", async () => {
    await page.goto(`${server.baseUrl}/onboarding`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('setup_dealer').first().waitFor();
    await page.getByTestId('selling-setup').getByText('Ready to publish to eBay').waitFor();
    await snapshot(page, '63-onboarding-selling');
    expect(pageErrors).toEqual([]);
  });
});
