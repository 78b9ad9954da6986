export { OcrPool, PSM, type OcrJob } from './pool';
export { readCard, readabilityScore, type ReadOptions } from './reader';
export { PaddlePool, readCardPaddle, type PaddleReadOptions, type Tensor } from './paddle';
export {
  createPaddleReader,
  createTesseractReader,
  detectionSideFor,
  PADDLE_LONG_SIDE,
  type PaddleReaderOptions,
  type TextReader,
} from './text-reader';
