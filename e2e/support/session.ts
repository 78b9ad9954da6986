import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from './browser';
import { startServer, type StartedServer } from './server';

/** A fresh product and one browser page on it, as most journeys start. */
export interface BrowserSession {
  server: StartedServer;
  browser: Browser;
  page: Page;
  /** Errors the page threw or logged; a journey ends expecting none. */
  pageErrors: string[];
  /** An address of the product: `url('/dashboard')`. */
  url(path: string): string;
  close(): Promise<void>;
}

export async function openSession(
  viewport = { width: 1280, height: 900 },
): Promise<BrowserSession> {
  const server = await startServer();
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport });
  return {
    server,
    browser,
    page,
    pageErrors: watchPageErrors(page),
    url: (path) => `${server.baseUrl}${path}`,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
