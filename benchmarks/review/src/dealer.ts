import type { Card } from '@pennant/contracts';
import type { Page } from 'playwright-core';
import { firstNameOf, samePlayer, surnameOf } from './names';
import type { ActionMeasure } from './report';

const SETTLE_MS = 5_000;
/** The type-ahead waits 200 ms after the last key, then asks the server; a busy machine answers within this. */
const LIST_WAIT_MS = 1_500;

/** The dealer's hands on the review screen: every key and click goes through here and is counted. */
export class CountingDealer {
  keystrokes = 0;
  clicks = 0;
  /** Answered "Approve, don't ask again" once: cards marked Check are approved without a question from then on. */
  stoppedCheckQuestions = false;

  constructor(readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.keystrokes += 1;
    await this.page.keyboard.press(key);
  }

  async typeLetter(letter: string): Promise<void> {
    this.keystrokes += 1;
    await this.page.keyboard.type(letter);
  }

  async click(selector: string): Promise<void> {
    this.clicks += 1;
    await this.page.locator(selector).click();
  }

  /** Measures one action from a card already selected; the counts start at zero. */
  async measure(
    card: Card,
    kind: () => string,
    action: () => Promise<void>,
  ): Promise<ActionMeasure> {
    this.keystrokes = 0;
    this.clicks = 0;
    const started = performance.now();
    await action();
    return {
      cardId: card.id,
      keystrokes: this.keystrokes,
      clicks: this.clicks,
      ms: performance.now() - started,
      kind: kind(),
    };
  }
}

function tile(page: Page, card: Card) {
  return page.locator(`[data-testid="review-tile"][data-card-id="${card.id}"]`);
}

/** Brings a card to the cursor, as J/K or a click on its tile would (not counted: the queue order decides it). */
export async function selectCard(page: Page, card: Card): Promise<void> {
  const target = tile(page, card);
  await target.getByTestId('price-figures').click();
  await target.and(page.locator('[data-selected="true"]')).waitFor({ timeout: SETTLE_MS });
}

/**
 * Approving asks first for a card without a price (always) or marked Check (until the dealer answers "Approve, don't
 * ask again").
 */
export function approvalAsks(card: Card, stoppedCheckQuestions: boolean): boolean {
  if (card.listPrice === null) return true;
  return card.needsCheck && !stoppedCheckQuestions;
}

/**
 * A: approve. A doubtful card's question is answered with Enter; the first Check card's with Shift+Tab, Enter
 * ("Approve, don't ask again"): this dealer looks at the photos before each A, so one answer does for the stack.
 * Waits for the server's answer.
 */
export async function approve(dealer: CountingDealer, card: Card): Promise<void> {
  const answered = dealer.page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/cards/${card.id}/approve`) &&
      response.request().method() === 'POST',
  );
  await dealer.press('a');
  if (approvalAsks(card, dealer.stoppedCheckQuestions)) {
    // Answered once the question has its Approve button focused, as the dealer sees it.
    await dealer.page.waitForFunction(
      () => document.activeElement?.closest('.ant-modal-confirm-btns') !== null,
      null,
      { timeout: SETTLE_MS },
    );
    if (card.listPrice !== null) {
      await dealer.press('Shift+Tab');
      dealer.stoppedCheckQuestions = true;
    }
    await dealer.press('Enter');
  }
  const response = await answered.catch(async (error: unknown) => {
    await dealer.page.screenshot({ path: '/tmp/bench-review-failure.png' });
    throw new Error(`approve ${card.player} (${card.id}): ${String(error)}`);
  });
  if (!response.ok()) throw new Error(`approve ${card.id}: ${response.status()}`);
}

export interface PlayerFix {
  /** How the player was found: among the card's candidates, or by typing so many letters. */
  path: string;
  /** The card as saved (re-resolved team, set, number and price). */
  saved: Card;
}

async function activeId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

/**
 * The names in the open list and the highlighted one. The page function declares no named helper: tsx would wrap it
 * in a name-keeping call the page does not have.
 */
async function optionValues(page: Page): Promise<{ values: string[]; active: string | null }> {
  return page.evaluate(() => {
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].find(
      (element) => !element.classList.contains('ant-select-dropdown-hidden'),
    );
    const names = [...(dropdown?.querySelectorAll('.ant-select-item-option [data-value]') ?? [])];
    const active = dropdown?.querySelector('.ant-select-item-option-active [data-value]');
    return {
      values: names.map((name) => name.getAttribute('data-value') ?? ''),
      active: active?.getAttribute('data-value') ?? null,
    };
  });
}

/** Arrow down to the option naming the player, then Enter; false when he is not listed. */
async function pickOption(dealer: CountingDealer, player: string): Promise<boolean> {
  const { values } = await optionValues(dealer.page);
  if (!values.some((value) => samePlayer(value, player))) return false;
  for (let step = 0; step <= values.length; step += 1) {
    const { active } = await optionValues(dealer.page);
    if (samePlayer(active, player)) {
      await dealer.press('Enter');
      return true;
    }
    await dealer.press('ArrowDown');
  }
  return false;
}

/** Watches the list, as the dealer does, until it names the player (after the 200 ms pause and the answer). */
async function listNames(page: Page, player: string): Promise<boolean> {
  const deadline = Date.now() + LIST_WAIT_MS;
  while (Date.now() < deadline) {
    const { values } = await optionValues(page);
    if (values.some((value) => samePlayer(value, player))) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

/**
 * E opens the panel (the cursor in the first doubtful field); to the Player field if it is not there; the
 * engine's candidates (opened with the down arrow) when the player is among them, else the surname letter by
 * letter until the type-ahead lists him (then a space and the first name, as a dealer does when a common surname
 * is not enough); Enter takes him, Enter saves.
 */
export async function fixPlayer(
  dealer: CountingDealer,
  card: Card,
  player: string,
): Promise<PlayerFix> {
  const page = dealer.page;
  await dealer.press('e');
  await page.locator('#card-edit_player').waitFor({ timeout: SETTLE_MS });
  await page.waitForFunction(() => document.activeElement?.id?.startsWith('card-edit_'), null, {
    timeout: SETTLE_MS,
  });
  const focused = await activeId(page);
  if (focused === 'card-edit_year') await dealer.press('Shift+Tab');
  else if (focused !== 'card-edit_player') {
    await dealer.click('#card-edit_player');
    await dealer.press('ControlOrMeta+A');
  }
  let path = '';
  let found = false;
  const fromCard = (card.candidates?.player ?? []).some((candidate) =>
    samePlayer(candidate.name, player),
  );
  if (fromCard) {
    await dealer.press('ArrowDown');
    found = await pickOption(dealer, player);
    if (found) path = "from the card's candidates";
  }
  if (!found) {
    if (fromCard) await dealer.press('ControlOrMeta+A');
    // The surname letter by letter; where the whole surname does not list him, a space and his first name.
    const first = firstNameOf(player);
    const letters = [...surnameOf(player), ...(first ? [' ', ...first] : [])];
    let typed = '';
    for (const letter of letters) {
      await dealer.typeLetter(letter);
      typed += letter;
      if (typed.trim().length >= 2 && letter !== ' ' && (await listNames(page, player))) {
        found = await pickOption(dealer, player);
        if (found) {
          path = `typed ${typed.length} letters`;
          break;
        }
      }
    }
  }
  if (!found) {
    await closePanel(page);
    throw new Error(`${player}: not in the type-ahead's list for the surname`);
  }
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/cards/${card.id}`) && response.request().method() === 'PATCH',
  );
  await dealer.press('Enter');
  const response = await saved.catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/bench-review-failure.png' });
    throw new Error(`save ${player} (${card.id}, ${path}): ${String(error)}`);
  });
  if (!response.ok()) throw new Error(`save ${card.id}: ${response.status()}`);
  await page.getByTestId('card-edit-form').waitFor({ state: 'detached', timeout: SETTLE_MS });
  return { path, saved: (await response.json()) as Card };
}

/** Leaves the edit panel without saving (after a failed attempt), so the next card can be taken. */
export async function closePanel(page: Page): Promise<void> {
  const form = page.getByTestId('card-edit-form');
  if ((await form.count()) === 0) return;
  await page.getByRole('button', { name: 'Cancel' }).click();
  // A panel left with changes asks before they go.
  const discard = page.locator('.ant-modal-confirm').getByRole('button', { name: 'Discard' });
  await Promise.race([
    discard.click(),
    form.waitFor({ state: 'detached', timeout: SETTLE_MS }),
  ]).catch(() => undefined);
  await form.waitFor({ state: 'detached', timeout: SETTLE_MS });
}
