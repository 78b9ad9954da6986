import { distance } from 'fastest-levenshtein';
import { simplify } from '../parse/text';

/** 1 for equal strings, falling with the edit distance relative to the longer one. */
export function similarity(a: string, b: string): number {
  const [left, right] = [simplify(a), simplify(b)];
  if (!left || !right) return 0;
  if (left === right) return 1;
  return 1 - distance(left, right) / Math.max(left.length, right.length);
}

/** Same on already simplified strings (hot loops). */
export function similaritySimplified(left: string, right: string): number {
  if (left === right) return 1;
  return 1 - distance(left, right) / Math.max(left.length, right.length);
}

interface Words {
  words: string[];
  /** offsets[i] = total letters of words before i, to measure a run without building it. */
  offsets: number[];
}

let lastText = '';
let lastWords: Words = { words: [], offsets: [0] };

/** Words of a text, remembered for the last text (a card's text is searched for hundreds of phrases). */
function wordsOf(text: string): Words {
  if (text !== lastText) {
    lastText = text;
    const words = simplify(text).split(' ');
    const offsets = [0];
    for (const word of words) offsets.push(offsets[offsets.length - 1] + word.length);
    lastWords = { words, offsets };
  }
  return lastWords;
}

/**
 * Best similarity of a phrase to any run of words in the text ("upper deck" in "(c) 1991 the upper deck company"),
 * tolerant of OCR errors inside words and of words split or run together ("upperdeck", "up per deck").
 */
export function findPhrase(text: string, phrase: string): number {
  const target = simplify(phrase);
  if (!target) return 0;
  const { words, offsets } = wordsOf(text);
  const targetWords = target.split(' ').length;
  const targetJoined = target.replace(/ /g, '');
  const slack = Math.max(2, targetJoined.length * 0.3);
  let best = 0;
  for (const size of [targetWords, targetWords - 1, targetWords + 1]) {
    if (size < 1) continue;
    for (let i = 0; i + size <= words.length; i++) {
      if (Math.abs(offsets[i + size] - offsets[i] - targetJoined.length) > slack) continue;
      const run = words.slice(i, i + size);
      const score =
        size === targetWords
          ? similaritySimplified(run.join(' '), target)
          : similaritySimplified(run.join(''), targetJoined);
      if (score > best) best = score;
      if (best === 1) return 1;
    }
  }
  return best;
}
