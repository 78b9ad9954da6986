import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = path.resolve(__dirname, '../artifacts');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Keeps a screenshot of the page in e2e/artifacts (ignored by git) for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Module Federation's runtime says so in the console when the shell and a remote disagree over a shared
 * library: two copies of React or antd on one page, or a remote that may break on the next upgrade.
 */
const FEDERATION_RUNTIME = '[ Federation Runtime ]';

/**
 * Collects uncaught page errors and Module Federation's complaints, so a journey fails on a crash the user
 * would see or a page assembled from libraries that do not agree.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes(FEDERATION_RUNTIME)) errors.push(message.text());
  });
  return errors;
}
