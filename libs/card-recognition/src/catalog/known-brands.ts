import mcdonaldsHockey from './data/mcdonalds-hockey.json';

/**
 * Manufacturers and their products (facts, written by hand). A product name is what the hobby calls the set
 * ("Stadium Club", "Topps Heritage"); `brand` is the manufacturer that printed it. Years are approximate spans,
 * used only to prefer one product over another when the year is known.
 */
export interface KnownSet {
  name: string;
  brand: string;
  /** Other spellings as printed or as OCR tends to read them. */
  aliases?: string[];
  from?: number;
  to?: number;
  /** A promotional partner (McDonald's, Kellogg's) printed on the card. */
  promo?: boolean;
}

export interface KnownBrand {
  name: string;
  aliases: string[];
  /** Words of a copyright line that name this maker, e.g. "The Topps Company". */
  copyright: string[];
  /** First year the maker issued sports cards: a card of this maker is not older. */
  since: number;
  /**
   * The maker's name as OCR misreads it, where its logo or small print is seldom read as spelt ("Ope-Cbee" for
   * O-Pee-Chee's script, "Lppr Deck" for Upper Deck's legal line).
   */
  misread?: RegExp;
}

export const BRANDS: KnownBrand[] = [
  {
    name: 'Topps',
    aliases: ['Topps', 'TOPPS'],
    copyright: ['Topps Company', 'Topps Chewing Gum', 'Topps Co'],
    since: 1951,
  },
  { name: 'Bowman', aliases: ['Bowman'], copyright: [], since: 1948 },
  {
    name: 'Upper Deck',
    aliases: ['Upper Deck', 'UpperDeck', 'UD'],
    copyright: ['Upper Deck Company', 'Upper Deck Co', 'The Upper Deck'],
    since: 1988,
    misread:
      /\b\w?[ULCV][pqgor][pgo]?[eo]?[er]?\s?[DQ]e[cdo]?[kh]\b|\bupp\w{0,3}\s?d[ei][bcdkh]\w?\b/i,
  },
  {
    name: 'Fleer',
    aliases: ['Fleer'],
    copyright: ['Fleer Corp', 'Fleer/SkyBox', 'Fleer Skybox'],
    since: 1923,
  },
  {
    name: 'SkyBox',
    aliases: ['SkyBox', 'Skybox', 'Sky Box'],
    copyright: ['SkyBox International'],
    since: 1990,
  },
  {
    name: 'Donruss',
    aliases: ['Donruss'],
    copyright: ['Donruss', 'Leaf/Donruss', 'Donruss Trading Cards'],
    since: 1961,
  },
  {
    name: 'Leaf',
    aliases: ['Leaf'],
    copyright: ['Leaf, Inc', 'Leaf Inc', 'Leaf Trading Cards'],
    since: 1948,
  },
  {
    name: 'Score',
    aliases: ['Score'],
    copyright: ['Score Board', 'Major League Marketing'],
    since: 1988,
  },
  { name: 'Pinnacle', aliases: ['Pinnacle'], copyright: ['Pinnacle Brands'], since: 1992 },
  {
    name: 'O-Pee-Chee',
    aliases: ['O-Pee-Chee', 'O Pee Chee', 'OPC', 'O-PEE-CHEE'],
    copyright: ['O-Pee-Chee Co'],
    since: 1933,
    misread: /\bo-?pe{1,2}c?-?c[hb]?[ec]{1,2}\b/i,
  },
  { name: 'Panini', aliases: ['Panini'], copyright: ['Panini America'], since: 1961 },
  {
    name: 'Pro Set',
    aliases: ['Pro Set', 'ProSet', 'PRO SET'],
    copyright: ['Pro Set Inc', 'Pro Set, Inc'],
    since: 1989,
  },
  { name: 'Parkhurst', aliases: ['Parkhurst'], copyright: ['Parkhurst'], since: 1951 },
  { name: 'Pacific', aliases: ['Pacific'], copyright: ['Pacific Trading Cards'], since: 1988 },
  // "PLAYOFF" heads the stats of every hockey and football back: only the copyright line names this maker.
  { name: 'Playoff', aliases: [], copyright: ['Playoff Corp', 'Playoff Corporation'], since: 1992 },
  { name: 'Hoops', aliases: ['NBA Hoops', 'Hoops'], copyright: ['NBA Hoops'], since: 1989 },
  { name: 'Classic', aliases: ['Classic'], copyright: ['Classic Games'], since: 1990 },
  { name: 'Goudey', aliases: ['Goudey'], copyright: ['Goudey Gum'], since: 1933 },
  { name: 'American Tobacco Company', aliases: ['American Tobacco'], copyright: [], since: 1890 },
];

/**
 * McDonald's hockey sets by season (first year), made for the restaurants in Canada by one maker a season: a data
 * file (`data/mcdonalds-hockey.json`), not code.
 */
export const MCDONALDS_HOCKEY: { season: number; brand: string; set: string }[] =
  mcdonaldsHockey.seasons;

type SetRow = [name: string, brand: string, from?: number, to?: number, aliases?: string[]];

function sets(rows: SetRow[], promo = false): KnownSet[] {
  return rows.map(([name, brand, from, to, aliases]) => ({
    name,
    brand,
    from,
    to,
    aliases,
    promo: promo || undefined,
  }));
}

export const SETS: KnownSet[] = [
  ...sets([
    ['Topps', 'Topps', 1951],
    ['Topps Update', 'Topps', 2006, undefined, ['Update Series', 'Topps Update Series']],
    ['Topps Traded', 'Topps', 1981, 2005],
    ['Topps Chrome', 'Topps', 1996],
    ['Topps Heritage', 'Topps', 2001, undefined, ['Heritage']],
    ['Topps Archives', 'Topps', 2001, undefined, ['Archives']],
    ['Topps Gypsy Queen', 'Topps', 2011, undefined, ['Gypsy Queen']],
    [
      'Topps Allen & Ginter',
      'Topps',
      2006,
      undefined,
      ['Allen & Ginter', 'Allen and Ginter', "Allen & Ginter's"],
    ],
    ['Topps Opening Day', 'Topps', 2007, undefined, ['Opening Day']],
    ['Topps Tribute', 'Topps', 2011, undefined, ['Tribute']],
    ['Finest', 'Topps', 1993, undefined, ['Topps Finest']],
    ['Topps Now', 'Topps', 2016, undefined, ['TOPPS NOW']],
    ['Topps Premier', 'Topps', 1990, 1994, ['Premier']],
    ['Topps Big', 'Topps', 1988, 1990],
    ['Topps Holiday', 'Topps', 2012],
    ['Stadium Club', 'Topps', 1991, undefined, ['Topps Stadium Club']],
    ['Bowman', 'Bowman', 1948],
    ['Bowman Chrome', 'Bowman', 1997],
    ['Bowman Draft', 'Bowman', 2003],
    ["Bowman's Best", 'Bowman', 1994, undefined, ['Bowmans Best']],
    ['Upper Deck', 'Upper Deck', 1989],
    ["Collector's Choice", 'Upper Deck', 1994, 1998, ['Collectors Choice']],
    ['SP', 'Upper Deck', 1993, 2000],
    ['SPx', 'Upper Deck', 1996, 2010],
    ['SP Authentic', 'Upper Deck', 1998],
    ['Upper Deck Ice', 'Upper Deck', 1997, undefined, ['UD Ice', 'Ice']],
    ['Upper Deck MVP', 'Upper Deck', 1998],
    ['Upper Deck Victory', 'Upper Deck', 1999],
    ['Upper Deck Black Diamond', 'Upper Deck', 1995, undefined, ['Black Diamond']],
    ['Fleer', 'Fleer', 1981],
    ['Fleer Update', 'Fleer', 1984],
    ['Fleer PowerPlay', 'Fleer', 1993, 1994, ['PowerPlay']],
    ['Ultra', 'Fleer', 1991, undefined, ['Fleer Ultra']],
    ['Flair', 'Fleer', 1993],
    ['Fleer Metal', 'Fleer', 1995, 1996, ['Metal']],
    ['Metal Universe', 'Fleer', 1996, 1999],
    ['SkyBox', 'SkyBox', 1990],
    ['SkyBox E-Motion', 'SkyBox', 1995, 1996, ['E-Motion', 'Emotion']],
    ['SkyBox Impact', 'SkyBox', 1994, 1997, ['Impact']],
    ['Donruss', 'Donruss', 1981],
    ['Donruss The Rookies', 'Donruss', 1986, 1992],
    ['Studio', 'Donruss', 1991, 1998],
    ['Triple Play', 'Donruss', 1992, 1994],
    ['Donruss Elite', 'Donruss', 1991, undefined, ['Elite']],
    ['Leaf', 'Leaf', 1990],
    ['Leaf Limited', 'Leaf', 1991, 1996],
    ['Score', 'Score', 1988],
    ['Score Rookie & Traded', 'Score', 1988, 1995],
    ['Select', 'Score', 1993, 1998],
    ['Pinnacle', 'Pinnacle', 1992, 1998],
    ['Zenith', 'Pinnacle', 1995, 1998],
    ['Summit', 'Pinnacle', 1995, 1998],
    ['Pinnacle Certified', 'Pinnacle', 1996, 1998],
    ['O-Pee-Chee', 'O-Pee-Chee', 1933],
    ['O-Pee-Chee Premier', 'O-Pee-Chee', 1990, 1994, ['OPC Premier']],
    ['Pro Set', 'Pro Set', 1989, 1992],
    ['Pro Set Platinum', 'Pro Set', 1991, 1992],
    ['Parkhurst', 'Parkhurst', 1951],
    ['Parkhurst International', 'Parkhurst', 1995, 1996],
    ['Pacific', 'Pacific', 1993],
    ['Pacific Crown Royale', 'Pacific', 1998, 2003, ['Crown Royale']],
    ['Pacific Paramount', 'Pacific', 1997, 2001],
    ['Pacific Revolution', 'Pacific', 1998, 2002],
    ['Panini Prizm', 'Panini', 2012, undefined, ['Prizm']],
    ['Panini Select', 'Panini', 2012],
    ['Panini Elite', 'Panini', 2014, 2016],
    ['Panini Immaculate Collection', 'Panini', 2012, undefined, ['Immaculate']],
    ['Panini Flawless', 'Panini', 2012, undefined, ['Flawless']],
    ['Panini National Treasures', 'Panini', 2008, undefined, ['National Treasures']],
    ['Panini Chronicles', 'Panini', 2014],
    ['Hoops', 'Hoops', 1989],
    ["Donruss - Kellogg's", 'Donruss', 1995, 1996],
    ['T206 White Border', 'American Tobacco Company', 1909, 1911, ['T206']],
    ['Goudey', 'Goudey', 1933, 1941],
  ]),
  ...MCDONALDS_HOCKEY.map(({ season, brand, set }) => ({
    name: set,
    brand,
    from: season,
    to: season,
    promo: true,
  })),
];
