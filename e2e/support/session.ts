import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors } from './browser';
import pg from 'pg';
import { databaseUrlOf, startServer, type StartedServer } from './server';

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

/**
 * Runs SQL as the signed-in dealer's setup, `$1` being that dealer's id: rows a journey starts from, written as the
 * server would leave them (cards identified, say), when how they got there is not what the journey is about.
 */
export async function queryForDealer<Row extends pg.QueryResultRow>(
  session: BrowserSession,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const answer = await session.page.request.get(session.url('/api/auth/user'));
  const { id } = (await answer.json()) as { id: string };
  const db = new pg.Client({ connectionString: databaseUrlOf(session.server) });
  await db.connect();
  try {
    return (await db.query<Row>(sql, [id, ...params])).rows;
  } finally {
    await db.end();
  }
}
