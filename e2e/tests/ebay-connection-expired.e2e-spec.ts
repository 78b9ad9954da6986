import type { Page } from 'playwright-core';
import { snapshot } from '../support/browser';
import { agreeOnEmulator } from '../support/dealer';
import { openSession, type BrowserSession } from '../support/session';

/** eBay's grants last eighteen months; the emulator's clock moved past that ends the dealer's. */
const PAST_THE_GRANT_SECONDS = 19 * 31 * 24 * 60 * 60;

/**
 * A dealer whose eBay grant has ended is told so where they look, the dashboard and the header, and connects again
 * from there: before, the dashboard kept saying "Connected to eBay" in green while every sync and publish failed.
 */
describe('An eBay connection that has expired', () => {
  let session: BrowserSession;
  let page: Page;

  const api = (path: string) => session.url(path);

  beforeAll(async () => {
    session = await openSession();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows a connected account in green while the grant lasts', async () => {
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'expiring_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
    await page.goto(api('/dashboard'));
    await page.getByTestId('account-banner').getByText('Connected to eBay as').waitFor();
    expect(await page.getByTestId('reconnect-ebay').count()).toBe(0);
  });

  it('says on the dashboard and in the header that it has expired once eBay refuses it', async () => {
    const moved = await page.request.post(api('/__ebay/_control/clock'), {
      data: { advanceSeconds: PAST_THE_GRANT_SECONDS },
    });
    expect(moved.ok()).toBe(true);
    const sync = await page.request.post(api('/api/listings/sync'));
    expect(sync.ok()).toBe(false);
    expect(await sync.text()).toContain('The eBay connection has expired');

    await page.goto(api('/dashboard'));
    const banner = page.getByTestId('account-banner');
    await banner.getByText('The eBay connection of expiring_dealer has expired').waitFor();
    await banner
      .getByText(
        'Pennant cannot publish listings or bring orders in until you connect eBay again.',
        {
          exact: false,
        },
      )
      .waitFor();
    await page.getByTestId('reconnect-ebay').waitFor();
    await snapshot(page, '97-dashboard-ebay-expired');
    // Settings says Expired beside the section's title too, not Connected in green.
    await page.goto(api('/settings'));
    const section = page.locator('#ebay-connection');
    await section.getByText('Expired', { exact: true }).first().waitFor();
    expect(await section.getByText('Connected', { exact: true }).count()).toBe(0);
    await page.goto(api('/dashboard'));
  });

  it("says which eBay account consent came from when it is not the dealer's own, changing nothing", async () => {
    await page
      .getByTestId('account-banner')
      .getByRole('button', { name: 'Reconnect eBay' })
      .click();
    await agreeOnEmulator(page, 'somebody_elses_shop');
    await page.waitForURL('**/dashboard**');
    await page
      .getByText(
        'You signed in on eBay as somebody_elses_shop, which is not the eBay account of this Pennant account',
        { exact: false },
      )
      .waitFor();
    await page.getByTestId('account-banner').getByText('has expired', { exact: false }).waitFor();
    await snapshot(page, '97b-dashboard-other-ebay-account');
    await page.locator('.ant-notification-notice-close').first().click();
  });

  it('connects again from the dashboard and comes back to it, connected', async () => {
    await page
      .getByTestId('account-banner')
      .getByRole('button', { name: 'Reconnect eBay' })
      .click();
    await agreeOnEmulator(page, 'expiring_dealer');
    await page.waitForURL('**/dashboard**');
    await page.getByTestId('account-banner').getByText('Connected to eBay as').waitFor();
    expect(await page.getByTestId('reconnect-ebay').count()).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });

  it('logs out every browser of the account from Settings, this one too', async () => {
    const other = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const phone = await other.newPage();
      await phone.goto(api('/api/login'));
      await agreeOnEmulator(phone, 'expiring_dealer');
      await phone.getByText('eBay Connected Successfully!').first().waitFor();

      await page.goto(api('/settings'));
      await page.locator('#sessions').scrollIntoViewIfNeeded();
      await snapshot(page, '97c-settings-sessions');
      await page.getByRole('button', { name: 'Log out everywhere' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Log out everywhere' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await page.request.get(api('/api/auth/user'))).status()).toBe(401);
      expect((await phone.request.get(api('/api/auth/user'))).status()).toBe(401);
    } finally {
      await other.close();
    }
  });
});
