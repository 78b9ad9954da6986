import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  createWorker,
  OEM,
  PSM,
  type Bbox,
  type Block,
  type Page,
  type Worker,
} from 'tesseract.js';

export { PSM };

/** English LSTM model (integer-quantised "best"), shipped in the npm package: nothing is downloaded. */
function englishModelPath(): string {
  // createRequire, not require.resolve: a bundler would turn require.resolve into a module id.
  const packageDir = path.dirname(
    createRequire(__filename).resolve('@tesseract.js-data/eng/package.json'),
  );
  return path.join(packageDir, '4.0.0_best_int');
}

export interface OcrJob {
  /** PNG or JPEG bytes. */
  image: Buffer;
  psm: PSM;
  /** Restricts the characters tesseract may read (e.g. digits for a number line). */
  whitelist?: string;
  /** Let tesseract read each doubtful line again inverted (light print on dark); on by default. */
  retryInverted?: boolean;
}

/**
 * A fixed set of tesseract.js workers (each one a WebAssembly instance on its own thread).
 * Jobs wait for a free worker, so the pool bounds CPU use whatever the caller's concurrency.
 */
export class OcrPool {
  private readonly all: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private started: Promise<void> | null = null;
  private closed = false;

  constructor(readonly size: number = os.availableParallelism()) {}

  async recognize(job: OcrJob): Promise<Page> {
    const worker = await this.acquire();
    try {
      await worker.setParameters({
        tessedit_pageseg_mode: job.psm,
        tessedit_char_whitelist: job.whitelist ?? '',
        tessedit_do_invert: job.retryInverted === false ? '0' : '1',
        user_defined_dpi: '300',
      });
      const result = await worker.recognize(job.image, {}, { text: true, blocks: true });
      return result.data;
    } finally {
      this.release(worker);
    }
  }

  /** Page layout only, no recognition (a small share of a read's cost): the text lines' boxes. */
  async layoutLines(image: Buffer): Promise<Bbox[]> {
    const worker = await this.acquire();
    try {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
      const result = await worker.recognize(
        image,
        {},
        { text: false, blocks: false, layoutBlocks: true },
      );
      const blocks = (result.data as { layoutBlocks?: Block[] | null }).layoutBlocks ?? [];
      return blocks.flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => line.bbox)),
      );
    } finally {
      this.release(worker);
    }
  }

  /** Starts the workers now instead of on the first recognition. */
  warmUp(): Promise<void> {
    return this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.started?.catch(() => undefined);
    this.idle.length = 0;
    await Promise.all(this.all.splice(0).map((worker) => worker.terminate()));
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      const langPath = englishModelPath();
      const workers = await Promise.all(
        Array.from({ length: Math.max(1, this.size) }, () =>
          createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true }),
        ),
      );
      // tesseract's own diagnostics ("Detected 5 diacritics") would otherwise fill the server log.
      await Promise.all(workers.map((worker) => worker.setParameters({ debug_file: '/dev/null' })));
      this.all.push(...workers);
      workers.forEach((worker) => this.release(worker));
    })();
    return this.started;
  }

  private async acquire(): Promise<Worker> {
    if (this.closed) throw new Error('OCR pool is closed');
    await this.start();
    const worker = this.idle.pop();
    if (worker) return worker;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }
}
