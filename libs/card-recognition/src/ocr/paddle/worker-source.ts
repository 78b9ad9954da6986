/**
 * The code each ONNX worker thread runs, as source text: the library is bundled into the backend, so a
 * worker cannot be started from a file of its own. It holds one session per model (one intra-op thread
 * each: ONNX Runtime's default pool wastes CPU on two cores) and runs tensors it is sent. Recognition
 * outputs are reduced to the best class and its probability per time step here, among all classes and
 * among the Latin ones (workerData.latinClasses), so only a few bytes per character travel back.
 */
export const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require(workerData.onnxRuntime);
const options = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
};
const sessions = Promise.all([
  ort.InferenceSession.create(workerData.models.detection, options),
  ort.InferenceSession.create(workerData.models.recognition, options),
  ort.InferenceSession.create(workerData.models.classifier, options),
]).then(([det, rec, cls]) => ({ det, rec, cls }));
async function run(job) {
  const all = await sessions;
  const session = all[job.model];
  const input = new ort.Tensor('float32', job.data, job.dims);
  const output = (await session.run({ [session.inputNames[0]]: input }))[session.outputNames[0]];
  if (job.model !== 'rec') return { data: new Float32Array(output.data), dims: output.dims };
  const [batch, steps, classes] = output.dims;
  const best = new Int32Array(batch * steps);
  const prob = new Float32Array(batch * steps);
  const latinBest = new Int32Array(batch * steps);
  const latinProb = new Float32Array(batch * steps);
  const data = output.data;
  const latin = workerData.latinClasses;
  for (let t = 0; t < batch * steps; t++) {
    let top = 0;
    let max = -1;
    const base = t * classes;
    for (let c = 0; c < classes; c++) {
      const value = data[base + c];
      if (value > max) {
        max = value;
        top = c;
      }
    }
    best[t] = top;
    prob[t] = max;
    top = 0;
    max = -1;
    for (let k = 0; k < latin.length; k++) {
      const value = data[base + latin[k]];
      if (value > max) {
        max = value;
        top = latin[k];
      }
    }
    latinBest[t] = top;
    latinProb[t] = max;
  }
  return { best, prob, latinBest, latinProb, dims: [batch, steps] };
}
// Closing: finish the runs under way, free the sessions, then let the thread end on its own. Terminating a
// thread while ONNX Runtime works would abort the whole process (a native error with no JavaScript to catch it).
let running = 0;
let closing = false;
function exitWhenIdle() {
  if (!closing || running > 0) return;
  sessions
    .then((all) => Promise.all(Object.values(all).map((session) => session.release())))
    .catch(() => undefined)
    .then(() => parentPort.close());
}
parentPort.on('message', (job) => {
  if (job.model === 'close') {
    closing = true;
    exitWhenIdle();
    return;
  }
  if (job.model === 'ready') {
    sessions.then(
      () => parentPort.postMessage({ id: job.id, result: {} }),
      (error) => parentPort.postMessage({ id: job.id, error: String(error && error.message) }),
    );
    return;
  }
  running++;
  run(job)
    .then(
      (result) => {
        const transfer = [];
        for (const value of Object.values(result)) if (value && value.buffer) transfer.push(value.buffer);
        parentPort.postMessage({ id: job.id, result }, transfer);
      },
      (error) => parentPort.postMessage({ id: job.id, error: String(error && error.message) }),
    )
    .finally(() => {
      running--;
      exitWhenIdle();
    });
});
`;
