import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadDictionary, onnxRuntimePath, paddleModelPaths } from './models';
import { WORKER_SOURCE } from './worker-source';

export type PaddleModel = 'det' | 'rec' | 'cls';

/** A tensor in NCHW order. */
export interface Tensor {
  data: Float32Array;
  dims: number[];
}

/** Recognition output reduced per time step: the best class and its probability. */
export interface BestPath {
  best: Int32Array;
  prob: Float32Array;
  /** The best of the Latin classes (and the blank) and its probability. */
  latinBest: Int32Array;
  latinProb: Float32Array;
  /** [batch, steps] */
  dims: [number, number];
}

interface Job {
  model: PaddleModel | 'ready';
  data?: Float32Array;
  dims?: number[];
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  busy: number;
  exited: boolean;
}

/** How long a closing worker may take to finish its run (a whole-card detection takes about a second). */
const CLOSE_GRACE_MS = 15_000;

/**
 * A fixed set of worker threads, each with its own ONNX Runtime sessions of the PP-OCR models on one
 * thread. A job goes to the worker with the fewest jobs, so the pool bounds CPU use whatever the
 * callers' concurrency: `size` workers use `size` cores.
 */
export class PaddlePool {
  private slots: Slot[] = [];
  private started: Promise<void> | null = null;
  private closed = false;
  private nextId = 0;
  /** The recogniser's characters, by class index (0 is CTC's blank). */
  readonly dictionary: string[];

  constructor(readonly size: number = os.availableParallelism()) {
    this.dictionary = ['', ...loadDictionary(paddleModelPaths().dictionary)];
  }

  detect(input: Tensor): Promise<Tensor> {
    return this.run({ model: 'det', ...input }) as Promise<Tensor>;
  }

  recognize(input: Tensor): Promise<BestPath> {
    return this.run({ model: 'rec', ...input }) as Promise<BestPath>;
  }

  classify(input: Tensor): Promise<Tensor> {
    return this.run({ model: 'cls', ...input }) as Promise<Tensor>;
  }

  /** Starts the workers and loads the models now instead of on the first card. */
  async warmUp(): Promise<void> {
    this.start();
    await Promise.all(this.slots.map((slot) => this.send(slot, { model: 'ready' })));
  }

  /**
   * Lets each worker finish what it is running and end on its own; only one that has not ended after
   * CLOSE_GRACE_MS is terminated (terminating a thread inside ONNX Runtime aborts the process).
   */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => stopSlot(slot)));
  }

  private start(): void {
    if (this.closed) throw new Error('OCR pool is closed');
    if (this.slots.length) return;
    const workerData = {
      onnxRuntime: onnxRuntimePath(),
      models: paddleModelPaths(),
      latinClasses: latinClasses(this.dictionary),
    };
    for (let i = 0; i < Math.max(1, this.size); i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
      const slot: Slot = { worker, pending: new Map(), busy: 0, exited: false };
      worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
        const pending = slot.pending.get(message.id);
        if (!pending) return;
        slot.pending.delete(message.id);
        // An idle worker does not keep the process alive; one with work does.
        if (--slot.busy === 0) slot.worker.unref();
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result);
      });
      worker.on('error', (error) => failPending(slot, error));
      worker.on('exit', () => {
        slot.exited = true;
        failPending(slot, new Error('OCR worker stopped'));
      });
      worker.unref();
      this.slots.push(slot);
    }
  }

  private async run(job: Job): Promise<unknown> {
    this.start();
    const slot = this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
    return this.send(slot, job);
  }

  private send(slot: Slot, job: Job): Promise<unknown> {
    const id = this.nextId++;
    if (slot.busy++ === 0) slot.worker.ref();
    return new Promise((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...job }, job.data ? [job.data.buffer as ArrayBuffer] : []);
    });
  }
}

/** Print in Latin script: ASCII, accented letters, typographic quotes and dashes, ® and ™. */
const LATIN =
  /^[\x20-\x7e\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff\u2018\u2019\u201c\u201d\u2014\u00b7\u00ae\u2122]$/;

/** Class indices of the Latin characters, with CTC's blank (class 0). */
export function latinClasses(dictionary: string[]): Int32Array {
  return Int32Array.from(
    dictionary.flatMap((character, index) => (index === 0 || LATIN.test(character) ? [index] : [])),
  );
}

function failPending(slot: Slot, error: Error): void {
  for (const pending of slot.pending.values()) pending.reject(error);
  slot.pending.clear();
}

function stopSlot(slot: Slot): Promise<void> {
  if (slot.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const deadline = setTimeout(() => void slot.worker.terminate(), CLOSE_GRACE_MS);
    deadline.unref();
    slot.worker.once('exit', () => {
      clearTimeout(deadline);
      resolve();
    });
    // An idle worker is unreferenced: while it ends, it must keep the process alive, or a process with
    // nothing else to do exits before close() resolves and what follows it (stopping PostgreSQL) never runs.
    slot.worker.ref();
    slot.worker.postMessage({ id: -1, model: 'close' });
  });
}
