import os from 'node:os';
import { parseArgs } from 'node:util';

export interface BenchmarkArgs {
  dataset?: string;
  /** Which half of the development photos (libs/card-recognition/src/evaluation/split.ts); 'all' for others. */
  half: 'tuning' | 'checking' | 'all';
  generate?: number;
  generatedDir?: string;
  limit?: number;
  every: number;
  workers: number;
  workerProcesses: number;
  inFlight: number;
  redisUrl?: string;
  databaseUrl?: string;
  out?: string;
  build: boolean;
  verbose: boolean;
  cardTimeoutSeconds: number;
  /** Each pair given back first, as a stack scanned back side up. */
  sidesSwapped: boolean;
}

export const USAGE = `npm run bench:identify -- (--dataset <folder with cards.csv> | --generate <count>) [options]

  --half H              checking (report figures on it), tuning (tune on it) or all; default: all
  --generated-dir DIR   with --generate: keep the generated cards there and reuse them next time
  --limit N             only the first N cards (after --every)
  --every N             every Nth card only (a quick sample across the whole set)
  --workers N           cards identified at once (JOB_CONCURRENCY and OCR_WORKERS); default: cores
  --in-flight N         cards the client keeps in flight (upload, process, wait); default: 2 x workers
  --redis [URL]         Bull queues on Redis (URL or REDIS_URL) with worker processes; default: in-process jobs
  --worker-processes N  with --redis: worker processes, the workers split among them; default: 2
  --database-url URL    PostgreSQL to make the run's database on; default: DATABASE_URL, else embedded
  --out FILE            where to write the figures; default: benchmarks/results/identify-latest.json
                        (identify-generated-latest.json for --generate)
  --no-build            use backend/dist as it is
  --card-timeout S      seconds before a card counts as failed; default: 300
  --sides-swapped       give each pair back first (the back as the front), as a stack scanned back side up
  --verbose             list every card that is not all right`;

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return number;
}

export function parseBenchmarkArgs(argv: string[], env: NodeJS.ProcessEnv): BenchmarkArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      dataset: { type: 'string' },
      half: { type: 'string', default: 'all' },
      generate: { type: 'string' },
      'generated-dir': { type: 'string' },
      limit: { type: 'string' },
      every: { type: 'string' },
      workers: { type: 'string' },
      'in-flight': { type: 'string' },
      redis: { type: 'string' },
      'worker-processes': { type: 'string' },
      'database-url': { type: 'string' },
      out: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'card-timeout': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      'sides-swapped': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) throw new Error(USAGE);
  if (!values.dataset === !values.generate)
    throw new Error(`Give either --dataset or --generate\n\n${USAGE}`);
  const half = values.half as BenchmarkArgs['half'];
  if (!['tuning', 'checking', 'all'].includes(half))
    throw new Error('--half must be tuning, checking or all');
  const workers = positiveInteger(values.workers, 'workers') ?? os.availableParallelism();
  const redisUrl = values.redis === undefined ? undefined : values.redis || env.REDIS_URL;
  if (values.redis !== undefined && !redisUrl) throw new Error('--redis needs a URL or REDIS_URL');
  return {
    dataset: values.dataset,
    half,
    generate: positiveInteger(values.generate, 'generate'),
    generatedDir: values['generated-dir'],
    limit: positiveInteger(values.limit, 'limit'),
    every: positiveInteger(values.every, 'every') ?? 1,
    workers,
    workerProcesses: redisUrl
      ? (positiveInteger(values['worker-processes'], 'worker-processes') ?? 2)
      : 0,
    inFlight: positiveInteger(values['in-flight'], 'in-flight') ?? workers * 2,
    redisUrl,
    databaseUrl: values['database-url'] ?? env.DATABASE_URL,
    out: values.out,
    build: !values['no-build'],
    verbose: values.verbose,
    cardTimeoutSeconds: positiveInteger(values['card-timeout'], 'card-timeout') ?? 300,
    sidesSwapped: values['sides-swapped'],
  };
}
