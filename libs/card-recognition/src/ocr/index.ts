export { OcrPool, PSM, type OcrJob } from './pool';
export { readCard, readabilityScore, type ReadOptions } from './reader';
