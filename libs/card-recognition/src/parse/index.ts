export { parseYears, bestYear, misreadNines, misreadOnes, isLegalLine } from './year';
export type { YearCandidate, YearSource } from './year';
export { parseCardNumbers, numberKey } from './card-number';
export type { CardNumberCandidate, NumberContext } from './card-number';
export { isStopWord, parseNames } from './name';
export type { NameCandidate } from './name';
export { parseMarkers, parseSerial, parseSlab } from './markers';
export type { CardMarkers } from './markers';
export { sportScores } from './sport';
export {
  fold,
  simplify,
  titleCase,
  asDigits,
  spellingKey,
  lettersKey,
  mayBeSpeltOtherwise,
} from './text';
