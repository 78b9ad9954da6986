/** eBay's limit on a listing title (spec section 5). */
export const TITLE_MAX = 80;

export interface TitleCount {
  length: number;
  /** Characters left; negative when over. */
  remaining: number;
  over: boolean;
  /** "54/80" */
  text: string;
}

/** How long a title is against eBay's 80 characters, as the counter beside it shows. */
export function titleCount(title: string | null | undefined): TitleCount {
  // eBay counts characters, not UTF-16 units: an emoji or accented letter is one.
  const length = [...(title ?? '')].length;
  return {
    length,
    remaining: TITLE_MAX - length,
    over: length > TITLE_MAX,
    text: `${length}/${TITLE_MAX}`,
  };
}
