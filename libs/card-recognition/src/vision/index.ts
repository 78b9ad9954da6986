export { readWithVision, visionConfigured } from './read-with-vision';
export type { VisionConfig } from './read-with-vision';
export { reconcile } from './reconcile';
export { VISION_CARD_SCHEMA } from './schema';
export type { VisionCard } from './schema';
