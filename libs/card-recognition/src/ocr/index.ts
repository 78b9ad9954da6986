export { OcrPool, PSM, type OcrJob } from './pool';
export { readCard, readabilityScore } from './reader';
