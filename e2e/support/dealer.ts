import type { Locator, Page } from 'playwright-core';

export const EMULATOR_PASSWORD = 'pennant-e2e-password';

/**
 * On the emulator's consent page: types the eBay username and agrees. The page must already be
 * showing the consent form (after clicking "Login with eBay" or following /api/login).
 */
export async function agreeOnEmulator(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  // The emulator keeps the password given at an account's first sign-in.
  await page.getByLabel('Password').fill(EMULATOR_PASSWORD);
  await page.getByRole('button', { name: 'Agree' }).click();
}

/** Waits until a locator matches exactly `expected` elements. */
export async function expectCount(
  locator: Locator,
  expected: number,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let count = await locator.count();
  while (count !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await locator.count();
  }
  expect(count).toBe(expected);
}

/** Waits until `read` answers `expected` (what the page shows once React has drawn the last key's effect). */
export async function expectSoon<T>(
  read: () => Promise<T>,
  expected: T,
  timeout = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toBe(expected);
}
