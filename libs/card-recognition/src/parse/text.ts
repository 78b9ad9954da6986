/** Accent- and case-folded text for comparisons ("Sanó" -> "sano"). */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Folded letters and digits only, for comparing names and set titles. */
export function simplify(value: string): string {
  return fold(value)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text that goes on in small letters after a match ("1993-94 may have limited him", "No.66 turns an already
 * deadly attack"): the match sits inside a sentence, not in a title or a label.
 */
export const GOES_ON_IN_SMALL_LETTERS = /^[\s,.;:!'’"”]*[a-z]{2,}/;

const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  L: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  g: '9',
  T: '7',
};

/** Reads a token that should be digits, undoing the letters OCR confuses with them ("1O" -> "10"). */
export function asDigits(token: string): string | null {
  let digits = '';
  for (const char of token) {
    if (/\d/.test(char)) digits += char;
    else if (DIGIT_LOOKALIKES[char]) digits += DIGIT_LOOKALIKES[char];
    else return null;
  }
  return digits;
}

/** "MARIO LEMIEUX" -> "Mario Lemieux", keeping "McDavid", "O'Neill" and "LaFontaine" as printed when mixed case. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(/\b(Ii|Iii|Iv)\b/g, (roman) => roman.toUpperCase());
}

/**
 * A simplified first name with the letters that Latin spellings of one Russian or Slavic name disagree on made
 * the same: "ks" and "x", "kh" and "h", and the ending "-ey", "-ei", "-iy", "-ii" or "-y" ("Aleksey" and "Alexei",
 * "Sergey" and "Sergei", "Dmitri" and "Dmitry", "Nikolai" and "Nikolay").
 */
export function spellingKey(word: string): string {
  return lettersKey(word).replace(/(?:ey|ei|iy|ii|y)$/, 'i');
}

/**
 * Only a word with a k or an x, or ending in i or y, has another spelling under `spellingKey`: a cheap test for a
 * type-ahead that runs on every keystroke over thousands of names.
 */
export function mayBeSpeltOtherwise(word: string): boolean {
  return word.includes('k') || word.includes('x') || word.endsWith('i') || word.endsWith('y');
}

/** `spellingKey` without the ending: the same for a name begun ("alexe" begins Aleksey's "alexey"). */
export function lettersKey(word: string): string {
  return word.replace(/ks/g, 'x').replace(/kh/g, 'h');
}
