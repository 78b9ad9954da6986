import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import type { SalesAnalytics } from '@pennant/contracts';
import { launchBrowser, snapshot, watchPageErrors } from '../support/browser';
import { agreeOnEmulator, expectCount } from '../support/dealer';
import { databaseUrlOf, startServer, type StartedServer } from '../support/server';

/** Titles as Pennant builds them (at most 80 characters), long enough to be cut in a narrow column. */
const LISTING_TITLES = [
  "1991 Upper Deck McDonald's All-Stars Wayne Gretzky #1 Los Angeles Kings Hockey",
  '1994 Fleer Ultra - Scoring Kings Mario Lemieux #5 Pittsburgh Penguins Hockey NHL',
  '2015 Minnesota Twins Baseball Lot of 3 Cards Arcia May Plouffe Topps Update',
];
const ORDERS = [
  {
    ebayOrderId: '10-00000-00555',
    buyer: 'breakerbox_5168',
    title: '2015 Minnesota Twins Baseball Lot of 3 Cards Arcia May Plouffe Topps Update',
  },
  {
    ebayOrderId: '10-00000-00481',
    buyer: 'pcguy_7525',
    title: '1994 Fleer Ultra - Scoring Kings Mario Lemieux #5 Pittsburgh Penguins Hockey NHL',
  },
];
const CONDITION = 'Ungraded: Near mint or better';
const SHOTS = 'period-and-tables';

/**
 * A laptop's tables show the card each row is about, whole: the dashboard's Published Listings and /sales' Recent
 * Orders (finding 4 of the 2026-11-28 walk); Review & Edit says the truth when everything is on eBay (finding 5);
 * the dashboard's and /sales' period survive a reload and Back through the address, and a bad one in the address
 * falls back to the default (finding 7).
 */
describe('Periods in the address and tables a dealer can read', () => {
  let server: StartedServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  /** Answers of the figures' reads: a period the address asked for must never be one the API refuses. */
  let figureAnswers: { url: string; status: number }[];

  const api = (path: string) => `${server.baseUrl}${path}`;
  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrlOf(server) });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pageErrors = watchPageErrors(page);
    figureAnswers = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/dashboard/stats' || pathname === '/api/analytics/sales')
        figureAnswers.push({ url: response.url(), status: response.status() });
    });
    await page.goto(api('/api/login'));
    await agreeOnEmulator(page, 'views_dealer');
    await page.getByText('eBay Connected Successfully!').first().waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(() => {
    expect(pageErrors).toEqual([]);
    expect(figureAnswers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  /** Whether an element shows all its text: nothing cut off by an ellipsis or hidden overflow. */
  const showsWhole = (selector: string) =>
    page.$$eval(selector, (elements) =>
      elements.map((element) => ({
        text: (element as HTMLElement).innerText,
        cut: element.scrollWidth > element.clientWidth + 1,
      })),
    );

  /** How many lines each cell of a column's text takes. */
  const linesPerCell = (column: number) =>
    page.$$eval(`[data-testid="recent-orders"] .ant-table-row td:nth-child(${column})`, (cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        // Boxes on one line differ by a few pixels (an icon beside text); a new line starts a line-height lower.
        const tops = Array.from(range.getClientRects(), (rect) => rect.top).sort((a, b) => a - b);
        return tops.filter((top, index) => index === 0 || top - tops[index - 1] > 10).length;
      }),
    );

  const sidewaysOverflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  it('Review & Edit asks to prepare cards only while the dealer has no listings; once all are on eBay it says so', async () => {
    await page.goto(api('/prepare?tab=review'));
    await page
      .getByText(
        'No prepared listings. Select approved cards on Bulk Preparation and prepare them.',
      )
      .waitFor();

    const [dealer] = await query<{ id: string }>(
      `SELECT id FROM dealer WHERE username = 'views_dealer'`,
    );
    for (const [index, title] of LISTING_TITLES.entries()) {
      expect(title.length).toBeLessThanOrEqual(80);
      await query(
        `INSERT INTO listing (dealer_id, sku, title, condition, list_price, status, ebay_listing_id, url,
                              published_at, created_at)
         VALUES ($1, $2, $3, $4, '9.50', $5, $6, $7, now(), now() - ($8 || ' minutes')::interval)`,
        [
          dealer.id,
          `VIEWS${index}`,
          title,
          CONDITION,
          index === 0 ? 'active' : 'sold',
          `11000000000${index}`,
          `https://www.ebay.com/itm/11000000000${index}`,
          String(index),
        ],
      );
    }

    await page.reload();
    const empty = page.getByTestId('nothing-to-review');
    await empty.getByText('Every prepared listing is on eBay.').waitFor();
    await expectCount(page.getByText('No prepared listings', { exact: false }), 0);
    await empty.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await snapshot(page, `${SHOTS}-review-empty-to-dashboard`);
  });

  it('the dashboard shows each listing’s whole title and condition at 1280 and 1440 px', async () => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(api('/dashboard'));
      await expectCount(page.locator('[data-testid="listing-title"]'), LISTING_TITLES.length);
      const titles = await showsWhole('[data-testid="listing-title"]');
      expect(titles.map((title) => title.text).sort()).toEqual([...LISTING_TITLES].sort());
      expect(titles.filter((title) => title.cut)).toEqual([]);
      const conditions = await showsWhole('[data-testid="listing-condition"] > *');
      expect(conditions.filter((part) => part.cut)).toEqual([]);
      await page.getByText('Near mint or better', { exact: true }).first().waitFor();
      await snapshot(page, `${SHOTS}-dashboard-${width}`);
    }
  });

  it('the dashboard keeps its period in the address through a reload and Back', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(api('/dashboard'));
    const performance = page.locator('.ant-card').filter({ hasText: 'Performance' }).first();
    await performance.locator('div.ant-select[aria-label="Date range"]').click();
    await page.locator('.ant-select-item-option[title="Last Month"]').click();
    await page.waitForURL((url) => url.search === '?range=last-month');
    await page.reload();
    await performance.locator('.ant-select-selection-item[title="Last Month"]').waitFor();

    // Away by the menu and Back: the same period.
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.waitForURL('**/sales');
    await page.goBack();
    await page.waitForURL((url) => url.search === '?range=last-month');
    await performance.locator('.ant-select-selection-item[title="Last Month"]').waitFor();

    // The figures for the range in the address are asked for (their answer may come after the page shows).
    const customFigures = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/') &&
        response.url().includes('start=2026-01-05'),
    );
    await page.goto(api('/dashboard?range=custom&start=2026-01-05&end=2026-03-31'));
    await performance.locator('.ant-select-selection-item[title="Custom Range"]').waitFor();
    expect(await page.getByPlaceholder('Start date').inputValue()).toBe('2026-01-05');
    expect(await page.getByPlaceholder('End date').inputValue()).toBe('2026-03-31');
    await performance.getByText('Items Listed').waitFor();
    expect((await customFigures).status()).toBe(200);

    // Longer than two years, or no date at all: This Month, with its figures, not an error.
    for (const bad of [
      '?range=custom&start=2020-01-01&end=2026-01-01',
      '?range=custom&start=2026-02-30&end=2026-03-31',
      '?range=someday',
    ]) {
      await page.goto(api(`/dashboard${bad}`));
      await performance.locator('.ant-select-selection-item[title="This Month"]').waitFor();
      await expectCount(page.getByText('could not be loaded', { exact: false }), 0);
    }
  });

  it('/sales at 1280 and 1440 px shows what each order sold whole, and ids and buyers on one line', async () => {
    // Today in the dealer's time zone (/sales' Month runs to it): a UTC date is tomorrow there in the evening.
    const month = await page.request.get(api('/api/analytics/sales?period=month'));
    const today = ((await month.json()) as SalesAnalytics).range.end;
    const imported = await page.request.post(api('/api/orders/import-csv'), {
      data: {
        csvData: ORDERS.map((order) => ({
          ...order,
          totalPrice: '10.82',
          shippingPaid: '1.00',
          refundAmount: '0.00',
          orderedAt: today,
        })),
      },
    });
    expect(imported.ok()).toBe(true);

    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(api('/sales'));
      const rows = page.getByTestId('recent-orders').locator('.ant-table-row');
      await expectCount(rows, ORDERS.length);
      const items = await showsWhole(
        '[data-testid="recent-orders"] .ant-table-row td:nth-child(2)',
      );
      expect(items.map((item) => item.text).sort()).toEqual(
        ORDERS.map((order) => order.title).sort(),
      );
      expect(items.filter((item) => item.cut)).toEqual([]);
      // Order id and buyer: one line each, not "10-00000-" over "00555".
      expect(await linesPerCell(1)).toEqual([1, 1]);
      expect(await linesPerCell(3)).toEqual([1, 1]);
      expect(await sidewaysOverflow()).toBe(0);
      await snapshot(page, `${SHOTS}-sales-${width}`);
    }
  });

  it('/sales keeps its period in the address through a reload and Back, and ignores a bad one', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(api('/sales'));
    await page.locator('.ant-radio-button-wrapper', { hasText: 'Quarter' }).click();
    await page.waitForURL((url) => url.search === '?period=quarter');
    await page.reload();
    await page.getByText('Figures for', { exact: false }).waitFor();
    expect(await page.getByRole('radio', { name: 'Quarter' }).isChecked()).toBe(true);

    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.waitForURL('**/billing**');
    await page.goBack();
    await page.waitForURL((url) => url.search === '?period=quarter');
    await page.getByText('Figures for', { exact: false }).waitFor();
    expect(await page.getByRole('radio', { name: 'Quarter' }).isChecked()).toBe(true);

    await page.goto(api('/sales?start=2026-01-05&end=2026-03-31'));
    await page.getByText('Figures for Jan 5, 2026 – Mar 31, 2026', { exact: false }).waitFor();
    expect(await page.getByLabel('Start date').inputValue()).toBe('2026-01-05');

    for (const bad of ['?start=2020-01-01&end=2026-01-01', '?period=decade', '?end=soon']) {
      await page.goto(api(`/sales${bad}`));
      await page.getByText('Figures for', { exact: false }).waitFor();
      expect(await page.getByRole('radio', { name: 'Month' }).isChecked()).toBe(true);
      await expectCount(page.getByText('Sales figures could not be loaded'), 0);
    }
  });

  it('a phone still shows whole titles in one stacked column without scrolling sideways', async () => {
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const phoneErrors = watchPageErrors(phone);
    try {
      for (const path of ['/dashboard?range=last-month', '/sales?period=quarter']) {
        await phone.goto(api(path));
        await phone.waitForLoadState('networkidle');
        expect(
          await phone.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        await snapshot(phone, `${SHOTS}-phone${path.split('?')[0].replace('/', '-')}`);
      }
      await phone.goto(api('/sales?period=quarter'));
      await phone.getByText(ORDERS[0].title).waitFor();
      expect(await phone.getByRole('radio', { name: 'Quarter' }).isChecked()).toBe(true);
      await phone.goto(api('/dashboard'));
      await phone.getByText(LISTING_TITLES[0]).waitFor();
      expect(phoneErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
