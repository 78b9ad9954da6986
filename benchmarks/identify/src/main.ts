/**
 * End-to-end identification benchmark: the built server, signed in through the eBay emulator,
 * each card's images uploaded through signed URLs, POST /api/cards/process, the real job path,
 * then the answers scored against the dataset's labels. See benchmarks/identify/README.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseBenchmarkArgs, type BenchmarkArgs } from './args';
import { datasetHalf, readDataset } from '@pennant/card-recognition';
import { PennantClient } from '@pennant/test-support';
import { runCards, type DatasetCard } from './pipeline';
import { printFailures, printMisses, printResult, resultOf, writeResult } from './report';
import { buildServer, REPO_ROOT, startPennant } from './server';

const GENERATOR = path.join(REPO_ROOT, 'libs/card-recognition/scripts/generate-cards.ts');

async function main(): Promise<void> {
  const args = parseBenchmarkArgs(process.argv.slice(2), process.env);
  const { folder, generated, cleanup } = datasetFolder(args);
  try {
    const cards = readDataset(folder)
      .map((row, index): DatasetCard => ({ index, row, folder }))
      .filter((card) => args.half === 'all' || datasetHalf(card.row) === args.half)
      .filter((_, i) => i % args.every === 0)
      .slice(0, args.limit);
    console.log(`${cards.length} cards from ${folder} (half: ${args.half})`);
    if (args.build) buildServer();
    await benchmark(
      args,
      cards,
      generated ? `generated-${cards.length}` : path.basename(folder),
      generated,
    );
  } finally {
    cleanup();
  }
}

async function benchmark(
  args: BenchmarkArgs,
  cards: DatasetCard[],
  dataset: string,
  generated: boolean,
) {
  const server = await startPennant({
    workers: args.workers,
    workerProcesses: args.workerProcesses,
    databaseUrl: args.databaseUrl,
    redisUrl: args.redisUrl,
  });
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  try {
    const client = new PennantClient(server.baseUrl);
    await client.signIn('benchmark_dealer');
    // One card first, uncounted: OCR workers and catalogs load on first use.
    await runCards(client, cards.slice(0, 1), {
      inFlight: 1,
      cardTimeoutMs: args.cardTimeoutSeconds * 1000,
    });
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    const outcomes = await runCards(client, cards, {
      inFlight: args.inFlight,
      cardTimeoutMs: args.cardTimeoutSeconds * 1000,
      sidesSwapped: args.sidesSwapped,
      onProgress: (done, total) => {
        if (done % 25 === 0 || done === total) process.stdout.write(`  ${done}/${total} cards\n`);
      },
    });
    const result = resultOf(outcomes, {
      dataset,
      generated,
      queue: args.redisUrl ? 'redis' : 'in-process',
      workers: args.workers,
      workerProcesses: args.workerProcesses,
      inFlight: args.inFlight,
      wallSeconds: (performance.now() - started) / 1000,
      half: args.half,
      sidesSwapped: args.sidesSwapped,
      cpuSecondsPerCard:
        cpuBefore === null ? null : (server.cpuSeconds()! - cpuBefore) / Math.max(1, cards.length),
      peakMemoryGb: server.peakMemoryGb(),
      loadAverage: os.loadavg()[0],
    });
    if (args.verbose) printMisses(outcomes);
    printFailures(outcomes);
    printResult(result);
    const defaultName = generated ? 'identify-generated-latest.json' : 'identify-latest.json';
    writeResult(result, args.out ?? path.join(REPO_ROOT, 'benchmarks/results', defaultName));
  } finally {
    await server.stop();
  }
}

/**
 * The dataset folder: as given, or one the card generator fills: a temporary folder removed
 * afterwards, or `--generated-dir`, kept and reused by later runs asking for as many cards.
 */
function datasetFolder(args: BenchmarkArgs): {
  folder: string;
  generated: boolean;
  cleanup(): void;
} {
  if (args.dataset)
    return { folder: path.resolve(args.dataset), generated: false, cleanup: () => undefined };
  const count = args.generate!;
  const kept = args.generatedDir ? path.resolve(args.generatedDir) : undefined;
  const folder = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-generated-cards-'));
  const cleanup = kept
    ? () => undefined
    : () => fs.rmSync(folder, { recursive: true, force: true });
  if (kept && generatedCount(kept) === count) {
    console.log(`Reusing ${count} generated cards in ${kept}`);
    return { folder, generated: true, cleanup };
  }
  console.log(`Generating ${count} cards into ${folder}...`);
  const run = spawnSync('npx', ['tsx', GENERATOR, '--out', folder, '--count', String(count)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('The card generator failed');
  return { folder, generated: true, cleanup };
}

function generatedCount(folder: string): number {
  return fs.existsSync(path.join(folder, 'cards.csv')) ? readDataset(folder).length : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
