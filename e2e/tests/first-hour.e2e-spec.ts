import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snapshot, watchPageErrors } from '../support/browser';
import { agreeOnEmulator, expectCount } from '../support/dealer';
import { startServer, type RunningServer } from '../support/server';

/**
 * A newcomer's first hour: Pennant opened at 127.0.0.1 while PUBLIC_URL says localhost, a failed
 * sign-in, the first greeting, onboarding's wording, a markup Pennant must refuse, navigation that
 * only leads to pages that exist, and the upload screen's defaults for a stack of scans.
 */
describe("A newcomer's first hour", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let localhostUrl: string;

  beforeAll(async () => {
    server = await startServer({ publicHost: 'localhost' });
    localhostUrl = server.baseUrl;
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a failed sign-in as a page with a way to try again, never raw JSON', async () => {
    const otherAddress = localhostUrl.replace('localhost', '127.0.0.1');
    await page.goto(`${otherAddress}/api/auth/ebay/callback?code=forged&state=forged`);
    await page.getByText('eBay Sign-in Failed').waitFor();
    await page.getByText(/could not be verified/).waitFor();
    expect(await page.getByText('OAUTH_STATE_INVALID').count()).toBe(0);
    const tryAgain = page.getByRole('link', { name: 'Try again' });
    expect(await tryAgain.getAttribute('href')).toBe('/api/login');
    await snapshot(page, '40-sign-in-failed');
  });

  it("credits the catalogs' sources from the landing page's footer, the Hockey Databank's statement in full", async () => {
    await page.goto(localhostUrl);
    await page.getByRole('link', { name: 'Data sources' }).click();
    await page.waitForURL('**/data-sources');
    const statement = page.getByTestId('hockey-databank-statement');
    // The licence's words, as its readme gives them.
    expect(await statement.textContent()).toBe(
      'The information used herein was obtained free of charge from and is copyrighted by the Hockey ' +
        'Databank project. For more information about the Hockey Databank project please visit ' +
        'http://sports.groups.yahoo.com/group/hockey-databank',
    );
    await page.getByText('Lahman Baseball Database').first().waitFor();
    await snapshot(page, '41-data-sources');
  });

  it('signs in from 127.0.0.1 while PUBLIC_URL is localhost, and greets a first visit with welcome', async () => {
    const otherAddress = localhostUrl.replace('localhost', '127.0.0.1');
    await page.goto(otherAddress);
    await page.getByRole('link', { name: 'Login with eBay' }).first().click();
    await page.waitForURL('**/__ebay/auth/oauth2/authorize?**');
    expect(new URL(page.url()).hostname).toBe('localhost');
    await agreeOnEmulator(page, 'first_hour_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.getByText('Welcome, first_hour_dealer!').waitFor();
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
    expect(new URL(page.url()).host).toBe(new URL(localhostUrl).host);
    await snapshot(page, '41-first-welcome');
  });

  it('says four steps on the onboarding page and in its first step', async () => {
    await page.goto(`${localhostUrl}/onboarding`);
    await page.getByText('Four short steps and Pennant is ready to list your cards.').waitFor();
    await page.getByText(/This is the first of four short steps/).waitFor();
    expect(await page.getByText(/three short steps/i).count()).toBe(0);
  });

  it('refuses a 150% markup in Settings with a message, and saves nothing', async () => {
    await page.goto(`${localhostUrl}/settings`);
    const markup = page.getByLabel('Default markup percent');
    await markup.fill('150');
    await markup.blur();
    await page.getByRole('button', { name: 'Save pricing rules' }).click();
    await page.getByText('The default markup percent must be between 0 and 100.').waitFor();
    expect(await markup.inputValue()).toBe('150.00');
    const saved = await page.evaluate(
      async () =>
        (await (await fetch('/api/settings')).json()) as {
          settings: { defaultMarkupPercent: string };
        },
    );
    expect(saved.settings.defaultMarkupPercent).toBe('8.00');
    expect(await page.getByText('Settings Updated').count()).toBe(0);
    await snapshot(page, '42-settings-markup-refused');
  });

  it('shows navigation to the pages that exist, Sales and Billing among them', async () => {
    const nav = page.getByRole('menu', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Review' }).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByRole('link', { name: 'Sales' }).waitFor();
    await nav.getByRole('link', { name: 'Billing' }).waitFor();
  });

  it('makes a stack of scans many cards by default, in scanner order, and remembers a change', async () => {
    await page.goto(`${localhostUrl}/upload`);
    await page.getByText('Current Card').waitFor();
    const scans = Array.from({ length: 20 }, (_, index) => ({
      name: `scan${String(index + 1).padStart(3, '0')}.jpg`,
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
    }));
    await page.getByTestId('upload-input').setInputFiles(scans);
    await expectCount(page.getByTestId('pending-image'), 20);
    const panel = page.getByTestId('current-card-panel');
    const primary = panel.locator('.ant-btn-primary');
    expect(await primary.innerText()).toBe('Process 10 cards');
    await panel.getByText('Scanner order: front, back, front, back').waitFor();
    const types = await panel.locator('.ant-select-selection-item').allInnerTexts();
    expect(types.slice(0, 4)).toEqual(['Front', 'Back', 'Front', 'Back']);
    expect(types).not.toContain('Other');
    await snapshot(page, '43-upload-stack');

    // Made one card, the stack would list twenty photos as one card: asked first, and nothing happens on Cancel.
    await panel.getByRole('button', { name: 'Process as Single Card' }).click();
    const question = page.locator('.ant-modal-confirm');
    await question
      .locator('.ant-modal-confirm-title', { hasText: 'Make one card of 20 photos?' })
      .waitFor();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await expectCount(page.getByTestId('pending-image'), 20);

    // The dealer prefers one card per image; the next stack opens with that choice.
    await panel
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Pair fronts and backs' }) })
      .click();
    await page.locator('.ant-select-item-option[title="One card per image"]').click();
    expect(await primary.innerText()).toBe('Process 20 cards');
    await panel.getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('upload-input').setInputFiles(scans.slice(0, 6));
    await expectCount(page.getByTestId('pending-image'), 6);
    expect(await panel.locator('.ant-btn-primary').innerText()).toBe('Process 6 cards');
  });

  it('treats two photos as the front and back of one card', async () => {
    const panel = page.getByTestId('current-card-panel');
    await panel.getByRole('button', { name: 'Clear' }).click();
    await page.getByTestId('upload-input').setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
    ]);
    await expectCount(page.getByTestId('pending-image'), 2);
    expect(await panel.locator('.ant-btn-primary').innerText()).toBe('Process as Single Card');
    const types = await panel.locator('.ant-select-selection-item').allInnerTexts();
    expect(types.slice(0, 2)).toEqual(['Front', 'Back']);
    expect(pageErrors).toEqual([]);
  });
});
