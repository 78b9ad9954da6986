import net from 'node:net';
import type { Browser } from 'playwright-core';
import { startServer } from '../support/server';
import { agreeOnEmulator } from '../support/dealer';
import { launchBrowser } from '../support/browser';

/** Stopping Pennant (as Ctrl-C does) stops PostgreSQL too; the next start finds the same dealer, session and settings. */
describe('Restarting Pennant', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps dealers, sessions and settings across a restart', async () => {
    const first = await startServer();
    const page = await browser.newPage();
    try {
      await page.goto(first.baseUrl);
      await page.getByRole('link', { name: 'Login with eBay' }).first().click();
      await agreeOnEmulator(page, 'restart_dealer');
      await page.getByText('eBay Connected Successfully!').first().waitFor();
      const saved = await page.evaluate(async () => {
        const response = await fetch('/api/settings', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ defaultMarkupPercent: '17.25', lottingMode: 'set' }),
        });
        return response.status;
      });
      expect(saved).toBe(200);
    } finally {
      await first.stop({ keepData: true });
    }
    // Stopping the server stopped its embedded PostgreSQL too.
    if (!first.databaseUrl) expect(await isListening(first.embeddedPostgresPort)).toBe(false);

    const second = await startServer({
      reuse: {
        dataDir: first.dataDir,
        port: first.port,
        embeddedPostgresPort: first.embeddedPostgresPort,
        databaseUrl: first.databaseUrl,
      },
    });
    try {
      await page.goto(`${second.baseUrl}/settings`);
      const settings = await page.evaluate(async () => (await fetch('/api/settings')).json());
      expect(settings.settings).toMatchObject({
        defaultMarkupPercent: '17.25',
        lottingMode: 'set',
      });
      const me = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
      expect(me).toMatchObject({ username: 'restart_dealer', isEbayConnected: true });
    } finally {
      await page.close();
      await second.stop();
    }
    // Two starts and two stops, each stop allowed a minute on a busy machine.
  }, 240_000);
});

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
