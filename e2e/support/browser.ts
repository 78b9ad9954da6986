import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

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

/** A write the page sent to Pennant's API, and what became of it. */
interface ApiWrite {
  call: string;
  outcome: string;
}

/**
 * Keeps the writes (POST, PUT, PATCH, DELETE) the page sends to /api with their answers, so a journey that waits in
 * vain for what a write should show can say what the write got.
 */
export function watchApiWrites(page: Page): ApiWrite[] {
  const writes: ApiWrite[] = [];
  const pending = new Map<object, ApiWrite>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' || !pathname.startsWith('/api/')) return;
    const write = { call: `${request.method()} ${pathname}`, outcome: 'no answer yet' };
    writes.push(write);
    pending.set(request, write);
  });
  page.on('response', async (response) => {
    const write = pending.get(response.request());
    if (!write) return;
    pending.delete(response.request());
    const body = await response.text().catch(() => '');
    write.outcome = `${response.status()} ${body.slice(0, 200)}`;
  });
  page.on('requestfailed', (request) => {
    const write = pending.get(request);
    if (write) write.outcome = `failed: ${request.failure()?.errorText ?? 'unknown'}`;
  });
  return writes;
}

/**
 * Waits for a message the dealer is shown; when it does not come, the failure says what the screen showed instead
 * (its messages and open questions) and the page's last writes to the API.
 */
export async function waitForMessage(page: Page, text: string, writes: ApiWrite[]): Promise<void> {
  try {
    await page.getByText(text).first().waitFor();
  } catch (error) {
    const messages = await page.locator('.ant-message-notice').allInnerTexts();
    const questions = await page
      .locator('.ant-modal-confirm')
      .filter({ visible: true })
      .allInnerTexts();
    const lastWrites = writes.slice(-5).map((write) => `${write.call}: ${write.outcome}`);
    throw new Error(
      [
        (error as Error).message,
        `Messages shown: ${JSON.stringify(messages)}`,
        `Questions open: ${JSON.stringify(questions)}`,
        `Last writes: ${JSON.stringify(lastWrites, null, 1)}`,
      ].join('\n'),
    );
  }
}

/**
 * Clicks a button of a question (antd's confirm or popconfirm) once the question has finished appearing. A click
 * while it zooms in can be lost: the button grows under the pointer between press and release, so the release
 * lands elsewhere and no click happens. On /review's lot question, with two cores busy, 11 of 300 clicks made as
 * soon as the button showed were lost, none of 300 made this way. A dealer cannot click within those few frames.
 */
export async function answerQuestion(question: Locator, answer: string | RegExp): Promise<void> {
  const button = question.getByRole('button', { name: answer, exact: typeof answer === 'string' });
  await button.waitFor();
  await button.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const dialog = element.closest('.ant-modal, .ant-popover') ?? element;
        const appearing = () => /-(appear|enter)\b/.test(dialog.className);
        if (!appearing()) return resolve();
        const observer = new MutationObserver(() => {
          if (appearing()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(dialog, { attributes: true, attributeFilter: ['class'] });
      }),
  );
  await button.click();
}
