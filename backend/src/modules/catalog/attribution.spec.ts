import fs from 'node:fs';
import path from 'node:path';
import { DATA_SOURCES, HOCKEY_DATABANK_STATEMENT } from '@pennant/contracts';

const ATTRIBUTION = path.resolve(
  __dirname,
  '../../../../libs/card-recognition/catalog-data/ATTRIBUTION.md',
);

const words = (text: string) => text.replace(/^>\s*/gm, '').replace(/\s+/g, ' ').trim();

describe('the data-sources page', () => {
  it('quotes the Hockey Databank statement exactly as the shipped catalogs record it', () => {
    expect(words(fs.readFileSync(ATTRIBUTION, 'utf8'))).toContain(HOCKEY_DATABANK_STATEMENT);
  });

  it('credits every source the shipped catalogs are built from', () => {
    const recorded = fs.readFileSync(ATTRIBUTION, 'utf8');
    const shown = DATA_SOURCES.map((source) => source.name).join(' | ');
    for (const source of ['Hockey Databank', 'Lahman', 'Chadwick', 'nba_api', 'CardLists']) {
      expect(recorded).toContain(source);
      expect(shown).toContain(source);
    }
  });
});
