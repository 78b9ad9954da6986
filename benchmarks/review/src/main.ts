// `npm run bench:review`: drives /review in Chromium on 50 cards of the checking half of the development photos
// (`--half tuning` for the half the type-ahead may be tuned on)
// and counts what a dealer types and clicks to approve a right card (target 1) and to fix a wrong player with the
// type-ahead (target 6 at most), with the automation's time per card. Prints the figures and writes them to
// benchmarks/results/review-latest.json. The photos are read where they are, never copied.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  labelledPlayer,
  readDataset,
  rowsOfHalf,
  type DatasetHalf,
  type DatasetRow,
} from '@pennant/card-recognition';
import type { Card } from '@pennant/contracts';
import {
  buildProduct,
  launchChromium,
  PennantClient,
  REPO_ROOT,
  signInInBrowser,
  startBuiltServer,
} from '@pennant/test-support';
import { approve, closePanel, CountingDealer, fixPlayer, selectCard } from './dealer';
import { samePlayer } from './names';
import { describeFigures, figuresOf, inputsOf, type ActionMeasure } from './report';

const { values: args } = parseArgs({
  options: {
    dataset: { type: 'string', default: path.resolve(REPO_ROOT, '../shared/datasets/cards-dev') },
    cards: { type: 'string', default: '50' },
    half: { type: 'string', default: 'checking' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(REPO_ROOT, 'benchmarks/results/review-latest.json') },
  },
});
const CARDS = Number(args.cards);
const HALF = halfOf(args.half!);
const DEALER = 'bench_reviewer';
const PASSWORD = 'pennant-run-password';
const APPROVE_TARGET = 1;
const FIX_TARGET = 6;
const IDENTIFY_POLL_MS = 300;

interface Labelled {
  row: DatasetRow;
  card: Card;
}

function halfOf(value: string): DatasetHalf {
  if (value === 'tuning' || value === 'checking') return value;
  throw new Error(`--half must be tuning or checking, not "${value}"`);
}

/** The player printed on the card: the label without the dataset's insert code ("Mark Messier GW"). */
function printedPlayer(row: DatasetRow): string {
  return String(labelledPlayer(row.player) ?? '');
}

/** A card of one player (the dataset names two, space-separated twice, on a few multi-player cards). */
function onePlayer(row: DatasetRow): boolean {
  return Boolean(row.player) && !row.player.includes('  ');
}

/** Cards spread evenly over one half (hockey and baseball, every set family in it). */
function cardsOfHalf(folder: string, half: DatasetHalf, count: number): DatasetRow[] {
  const rows = rowsOfHalf(readDataset(folder), half);
  const step = rows.length / Math.min(count, rows.length);
  return Array.from({ length: Math.min(count, rows.length) }, (_, i) => rows[Math.floor(i * step)]);
}

async function identify(client: PennantClient, folder: string, row: DatasetRow): Promise<Card> {
  const upload = (file: string) =>
    file ? client.uploadImage(path.join(folder, file)) : Promise.resolve(null);
  let card = await client.processCard(await upload(row.front), await upload(row.back));
  while (card.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, IDENTIFY_POLL_MS));
    card = await client.getCard(card.id);
  }
  return card;
}

async function identifyAll(client: PennantClient, folder: string, rows: DatasetRow[]) {
  const cards: Labelled[] = [];
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      cards.push({ row, card: await identify(client, folder, row) });
      if (cards.length % 10 === 0) console.log(`  ${cards.length}/${rows.length} identified`);
    }
  };
  await Promise.all([lane(), lane()]);
  return cards;
}

async function main(): Promise<void> {
  const rows = cardsOfHalf(args.dataset!, HALF, CARDS);
  console.log(`${rows.length} cards of the ${HALF} half of ${args.dataset}`);
  if (!args['no-build']) buildProduct();
  const server = await startBuiltServer({
    databaseUrl: args['database-url'] ?? process.env.DATABASE_URL,
    env: { RATE_LIMIT_UPLOADS_PER_MINUTE: '100000', RATE_LIMIT_IDENTIFY_PER_MINUTE: '100000' },
    label: 'pennant',
  });
  const browser = await launchChromium();
  try {
    const client = new PennantClient(server.baseUrl);
    await client.signIn(DEALER, PASSWORD);
    console.log('Identifying (upload, OCR, pricing)...');
    const cards = await identifyAll(client, args.dataset!, rows);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInInBrowser(page, server.baseUrl, DEALER, PASSWORD);
    await page.goto(`${server.baseUrl}/review`);
    await page.getByTestId('review-tile').first().waitFor();
    const figures = await review(new CountingDealer(page), cards);
    report(cards, figures);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Each card as a dealer takes it: a wrong player is fixed with the type-ahead, every right card approved. */
async function review(dealer: CountingDealer, cards: Labelled[]) {
  const approvals: ActionMeasure[] = [];
  const fixes: (ActionMeasure & { team: string | null; priced: boolean })[] = [];
  const rightCards = cards.filter(({ row, card }) => samePlayer(card.player, printedPlayer(row)));
  const wrongPlayer = cards.filter(
    ({ row, card }) =>
      card.status === 'identified' &&
      onePlayer(row) &&
      !samePlayer(card.player, printedPlayer(row)),
  );
  for (const { card } of rightCards.filter(({ card }) => card.status === 'identified')) {
    await selectCard(dealer.page, card);
    approvals.push(
      await dealer.measure(
        card,
        () => (card.needsCheck ? 'Check' : card.listPrice === null ? 'unpriced' : 'Identified'),
        () => approve(dealer, card),
      ),
    );
  }
  const failures: string[] = [];
  for (const { row, card } of wrongPlayer) {
    await selectCard(dealer.page, card);
    let fix: Awaited<ReturnType<typeof fixPlayer>> | null = null;
    try {
      const measure = await dealer.measure(
        card,
        () => fix?.path ?? '',
        async () => {
          fix = await fixPlayer(dealer, card, printedPlayer(row));
        },
      );
      const saved = fix!.saved;
      const fixed = samePlayer(saved.player, printedPlayer(row));
      if (fixed) fixes.push({ ...measure, team: saved.team, priced: saved.listPrice !== null });
      else failures.push(`${printedPlayer(row)}: saved as ${saved.player ?? 'no player'}`);
      if (args.verbose)
        console.log(
          `  ${card.player ?? '(none)'} -> ${saved.player} (${printedPlayer(row)}, ${row.year} ${row.sport}): ` +
            `${measure.kind}, ${inputsOf(measure)} inputs; team ${saved.team ?? '-'}, ` +
            `list price ${saved.listPrice ?? '-'}`,
        );
    } catch (error) {
      failures.push(
        `${printedPlayer(row)}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
      await closePanel(dealer.page);
    }
  }
  return {
    approvals,
    fixes,
    failures,
    rightCards: rightCards.length,
    wrongPlayer: wrongPlayer.length,
  };
}

function report(cards: Labelled[], measured: Awaited<ReturnType<typeof review>>): void {
  const approve = figuresOf(measured.approvals, APPROVE_TARGET);
  const fix = figuresOf(measured.fixes, FIX_TARGET);
  const noPlayer = cards.filter(({ row }) => !onePlayer(row)).length;
  const lines = [
    `Cards: ${cards.length} (${HALF} half), player right ${measured.rightCards}, player wrong or missing ${measured.wrongPlayer}, no player or several on the card ${noPlayer}`,
    describeFigures(`Approve a right card (target ${APPROVE_TARGET})`, approve, APPROVE_TARGET),
    describeFigures(`Fix a wrong player (target ${FIX_TARGET} or fewer)`, fix, FIX_TARGET),
    `Not fixed with the type-ahead: ${measured.failures.length}${measured.failures.map((failure) => `\n  ${failure}`).join('')}`,
    `After the fix: ${measured.fixes.filter((entry) => entry.team).length} with a team, ${measured.fixes.filter((entry) => entry.priced).length} with a price`,
  ];
  console.log(`\n${lines.join('\n')}`);
  fs.mkdirSync(path.dirname(args.out!), { recursive: true });
  fs.writeFileSync(
    args.out!,
    JSON.stringify(
      { measuredAt: new Date().toISOString(), cards: cards.length, approve, fix, ...measured },
      null,
      2,
    ),
  );
  console.log(`Figures written to ${path.relative(REPO_ROOT, args.out!)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
