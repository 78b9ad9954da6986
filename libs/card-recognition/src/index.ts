export * from './types';
export * from './image';
export {
  createCardRecognizer,
  type DetailedIdentification,
  type EngineRecognizer,
} from './recognizer';
export {
  OcrPool,
  readCard,
  createPaddleReader,
  createTesseractReader,
  PADDLE_LONG_SIDE,
  type TextReader,
} from './ocr';
export { IDENTIFIED_CONFIDENCE_THRESHOLD, doubtfulFields } from './confidence';
export * from './lookup';
export {
  generateCard,
  type CardTruth,
  type GeneratedCard,
  type GenerateOptions,
} from './generator';
export * from './evaluation';
