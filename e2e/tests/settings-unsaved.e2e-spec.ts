import type { Browser, Dialog, Page } from 'playwright-core';
import { answerQuestion, launchBrowser, snapshot, watchPageErrors } from '../support/browser';
import { agreeOnEmulator } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

interface SellingDefaults {
  bestOffer: boolean;
  lotPriceFactor: string;
  autoPublish: boolean;
}

/** What the server holds, read as the page's own session reads it. */
async function readApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<T>;
}

async function sellingDefaults(page: Page): Promise<SellingDefaults> {
  const setup = await readApi<{ defaults: SellingDefaults }>(page, '/api/selling/setup');
  return setup.defaults;
}

async function storeName(page: Page): Promise<string | null> {
  const settings = await readApi<{ profile: { storeName: string | null } }>(page, '/api/settings');
  return settings.profile.storeName;
}

/**
 * Changes a dealer made and did not save with a section's own button are not dropped without a word:
 * onboarding's eBay step saves its selling setup on Next, Back and a step card; Settings marks each
 * section holding changes, a Save names the sections it did not write, and the menu and a reload ask first.
 */
describe('Unsaved settings are kept or asked about', () => {
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

  it("onboarding's eBay step saves the selling setup on Next, and stays while a field is wrong", async () => {
    await page.goto(`${server.baseUrl}/api/login`);
    await agreeOnEmulator(page, 'unsaved_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.goto(`${server.baseUrl}/onboarding`);
    await page.getByRole('button', { name: 'Next' }).click();
    const selling = page.getByTestId('selling-setup');
    await selling.getByLabel('Postal code cards ship from').fill('10001');
    await selling.getByRole('button', { name: 'Create sensible defaults' }).click();
    await selling.getByTestId('selling-ready').waitFor({ timeout: 30_000 });

    await selling.getByRole('switch', { name: 'Accept Best Offers' }).click();
    await selling.getByLabel('Lot price factor').fill('3');
    await page.getByRole('button', { name: 'Next' }).click();
    await selling.getByText('The lot price factor must be from 0.01 to 2.00, e.g. 0.80.').waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain(
      'Connect eBay account',
    );
    expect(await sellingDefaults(page)).toMatchObject({ bestOffer: false, lotPriceFactor: '0.80' });

    await selling.getByLabel('Lot price factor').fill('0.6');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Default markup percent').waitFor();
    await page.getByText('Your selling setup was saved', { exact: false }).first().waitFor();
    expect(await sellingDefaults(page)).toMatchObject({ bestOffer: true, lotPriceFactor: '0.60' });

    await page.getByRole('tab', { name: /Connect eBay account/ }).click();
    const again = page.getByTestId('selling-setup');
    await again.getByTestId('selling-ready').waitFor();
    expect(await again.getByRole('switch', { name: 'Accept Best Offers' }).isChecked()).toBe(true);
    expect(await again.getByLabel('Lot price factor').inputValue()).toBe('0.60');
  });

  it('saves the selling setup when the dealer leaves the step by Back', async () => {
    const selling = page.getByTestId('selling-setup');
    await selling.getByRole('switch', { name: 'Publish automatically when approved' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('tab', { name: /Welcome/, selected: true }).waitFor();
    expect(await sellingDefaults(page)).toMatchObject({ autoPublish: true });
  });

  it("onboarding's settings step saves the store and pricing rules on Back, and stays while a field is wrong", async () => {
    await page.getByRole('tab', { name: /Configure settings/ }).click();
    await page.getByLabel('Default markup percent').fill('150');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('The default markup percent must be between 0 and 100.').waitFor();
    expect(await page.getByRole('tab', { selected: true }).innerText()).toContain(
      'Configure settings',
    );

    await page.getByLabel('Default markup percent').fill('30');
    await page.getByLabel('Store name').fill('Onboarding Cards');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('tab', { name: /Connect eBay account/, selected: true }).waitFor();
    expect(await storeName(page)).toBe('Onboarding Cards');
    const settings = await readApi<{ settings: { defaultMarkupPercent: string } }>(
      page,
      '/api/settings',
    );
    expect(settings.settings.defaultMarkupPercent).toBe('30.00');
  });

  it("marks each settings section that holds changes, and a section's Save names the others", async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByLabel('Store name').fill('Unsaved Cards & Co');
    await page.getByLabel('Default markup percent').fill('25');
    await page.getByTestId('business-profile-unsaved').waitFor();
    await page.getByTestId('pricing-rules-unsaved').waitFor();
    await snapshot(page, '90-settings-unsaved-sections');

    await page.getByRole('button', { name: 'Save pricing rules' }).click();
    await page
      .getByText('Business Profile still has unsaved changes: save it with its own button.', {
        exact: false,
      })
      .first()
      .waitFor();
    await page.getByTestId('pricing-rules-unsaved').waitFor({ state: 'detached' });
    expect(await page.getByTestId('business-profile-unsaved').isVisible()).toBe(true);
    expect(await page.getByLabel('Store name').inputValue()).toBe('Unsaved Cards & Co');
    expect(await storeName(page)).not.toBe('Unsaved Cards & Co');
  });

  it('asks before the menu leaves Settings with unsaved changes, and Keep editing keeps them', async () => {
    await page.locator('header').getByRole('link', { name: 'Billing', exact: true }).click();
    const question = page.locator('.ant-modal-confirm');
    await question
      .locator('.ant-modal-confirm-title', { hasText: 'Leave without saving?' })
      .waitFor();
    await question
      .getByText(
        'Business Profile has changes that are not saved. Leaving this page discards them.',
      )
      .waitFor();
    await snapshot(page, '91-settings-leave-question');
    await answerQuestion(question, 'Keep editing');
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByLabel('Store name').inputValue()).toBe('Unsaved Cards & Co');
  });

  it('asks before a reload throws the changes away', async () => {
    const asked: string[] = [];
    const accept = (dialog: Dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', accept);
    await page.reload();
    page.off('dialog', accept);
    expect(asked).toEqual(['beforeunload']);
    await page.getByLabel('Store name').waitFor();
    expect(await page.getByLabel('Store name').inputValue()).not.toBe('Unsaved Cards & Co');
  });

  it('leaves through the menu once the dealer says so, and without a question once all is saved', async () => {
    const selling = page.getByTestId('selling-setup');
    await selling.getByTestId('selling-ready').waitFor();
    await selling.getByLabel('Lot price factor').fill('0.7');
    await selling.getByTestId('selling-setup-unsaved').waitFor();
    await page.getByTestId('selling-unsaved').waitFor();
    await page.locator('header').getByRole('link', { name: 'Billing', exact: true }).click();
    const question = page.locator('.ant-modal-confirm');
    await question
      .getByText('Selling on eBay has changes that are not saved.', { exact: false })
      .waitFor();
    await answerQuestion(question, 'Leave without saving');
    await page.waitForURL('**/billing');
    expect(await sellingDefaults(page)).toMatchObject({ lotPriceFactor: '0.60' });

    await page.goto(`${server.baseUrl}/settings`);
    await page.getByLabel('Store name').fill('Saved Cards & Co');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your business profile was saved.').first().waitFor();
    await page.getByTestId('business-profile-unsaved').waitFor({ state: 'detached' });
    await page.locator('header').getByRole('link', { name: 'Billing', exact: true }).click();
    await page.waitForURL('**/billing');
    expect(await storeName(page)).toBe('Saved Cards & Co');
  });

  it("asks before the browser's Back leaves Settings, and stays or goes as the dealer answers", async () => {
    await page.locator('header').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    await page.getByLabel('Store name').fill('Back Button Cards');
    await page.getByTestId('business-profile-unsaved').waitFor();

    await page.evaluate(() => history.back());
    const question = page.locator('.ant-modal-confirm');
    await question
      .getByText('Business Profile has changes that are not saved.', { exact: false })
      .waitFor();
    await answerQuestion(question, 'Keep editing');
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(await page.getByLabel('Store name').inputValue()).toBe('Back Button Cards');

    await page.evaluate(() => history.back());
    await question
      .getByText('Business Profile has changes that are not saved.', { exact: false })
      .waitFor();
    await answerQuestion(question, 'Leave without saving');
    await page.waitForURL('**/billing');
    expect(await storeName(page)).toBe('Saved Cards & Co');
    expect(pageErrors).toEqual([]);
  });
});
