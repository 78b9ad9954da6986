export * from './types';
export * from './image';
export {
  createCardRecognizer,
  type DetailedIdentification,
  type EngineRecognizer,
} from './recognizer';
export { OcrPool, readCard } from './ocr';
export {
  generateCard,
  type CardTruth,
  type GeneratedCard,
  type GenerateOptions,
} from './generator';
export * from './evaluation';
