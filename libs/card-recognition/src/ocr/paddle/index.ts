export { PaddlePool, type Tensor } from './pool';
export { readCardPaddle, joinLines, type PaddleReadOptions } from './reader';
export { paddleModelPaths } from './models';
