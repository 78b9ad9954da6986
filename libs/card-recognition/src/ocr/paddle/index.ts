export { PaddlePool, type Tensor } from './pool';
export {
  readCardPaddle,
  readBandPaddle,
  joinLines,
  type Band,
  type PaddleReadOptions,
} from './reader';
export { paddleModelPaths } from './models';
export type { Turn } from './tensors';
