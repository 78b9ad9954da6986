/**
 * Player names as a dealer compares them: case, accents, dots, initials spaced or not ("J. R." is "J.R.") and a
 * Jr./Sr. suffix aside.
 */
export function foldPlayer(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b([a-z])\.\s*(?=[a-z]\.)/g, '$1')
    .replace(/[.,']/g, '')
    .replace(/\s+(jr|sr|ii|iii|iv)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function samePlayer(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b) && foldPlayer(a!) === foldPlayer(b!);
}

/** What a dealer types to find a player: the surname, letter by letter ("Ripken" of "Cal Ripken Jr."). */
export function surnameOf(name: string): string {
  const words = name
    .replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '')
    .trim()
    .split(/\s+/);
  return words.at(-1) ?? name;
}

/** What a dealer adds when the surname alone is not enough: a space and the first name ("Phil" of "Phil Hughes"). */
export function firstNameOf(name: string): string | null {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words[0] : null;
}
