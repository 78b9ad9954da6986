import type { PlayerCandidate } from '@pennant/contracts';
import {
  candidatesFirst,
  candidatesOfSport,
  fitsTyped,
  playerCandidateSuggestion,
  playerSuggestion,
  setSuggestion,
  teamFirst,
  type Suggestion,
} from './suggestions';

const candidate = (name: string): Suggestion => ({ value: name, detail: null, fromCard: true });
const catalog = (name: string): Suggestion => ({ value: name, detail: null, fromCard: false });

describe('type-ahead suggestions', () => {
  it("lists the card's own candidates first, then the catalog's, each name once", () => {
    const merged = candidatesFirst(
      [candidate('Mario Lemieux'), candidate('Claude Lemieux')],
      [catalog('Claude Lemieux'), catalog('Jocelyn Lemieux')],
      'lemi',
    );
    expect(merged).toEqual([
      candidate('Mario Lemieux'),
      candidate('Claude Lemieux'),
      catalog('Jocelyn Lemieux'),
    ]);
  });

  it('keeps only the candidates that fit what is typed, accents and case aside', () => {
    expect(
      candidatesFirst([candidate('Jaromír Jágr'), candidate('Ron Francis')], [], 'jag').map(
        (suggestion) => suggestion.value,
      ),
    ).toEqual(['Jaromír Jágr']);
    expect(fitsTyped('Wayne Gretzky', 'w gretz')).toBe(true);
    expect(fitsTyped('Wayne Gretzky', 'mario')).toBe(false);
    expect(fitsTyped('Wayne Gretzky', '')).toBe(true);
  });

  it("offers the engine's candidates of the card's sport, and all of them while no sport is known", () => {
    const player = (name: string, sport: string | null): PlayerCandidate => ({
      name,
      sport,
      from: null,
      to: null,
      teams: [],
      score: 0.5,
      source: sport ? 'catalog' : 'ocr',
    });
    const read = [
      player('Cam Neely', 'hockey'),
      player('Jack Neely', 'baseball'),
      player('C Neely', null),
    ];
    expect(candidatesOfSport(read, 'hockey').map((candidate) => candidate.name)).toEqual([
      'Cam Neely',
      'C Neely',
    ]);
    expect(candidatesOfSport(read, undefined)).toEqual(read);
  });

  it('puts a name only read on the card after the catalog players once the dealer types, within the limit', () => {
    const read: Suggestion = { ...candidate('LEMIEUX SNiPER'), onlyRead: true };
    const catalogPlayers = ['Mario Lemieux', 'Claude Lemieux', 'Jocelyn Lemieux'].map(catalog);
    expect(
      candidatesFirst([read, candidate('Frank Mario')], catalogPlayers, 'lemi').map(
        (suggestion) => suggestion.value,
      ),
    ).toEqual(['Mario Lemieux', 'Claude Lemieux', 'Jocelyn Lemieux', 'LEMIEUX SNiPER']);
    expect(
      candidatesFirst([read], catalogPlayers, 'lemi', { limit: 2 }).map(
        (suggestion) => suggestion.value,
      ),
    ).toEqual(['Mario Lemieux', 'LEMIEUX SNiPER']);
    // Before anything is typed the card's candidates lead, as the engine ranked them.
    expect(candidatesFirst([read], catalogPlayers, '')[0]).toEqual(read);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 20 }, (_, index) => catalog(`Player ${index}`));
    expect(candidatesFirst([], many, '', { limit: 5 })).toHaveLength(5);
  });

  it('tells players apart by career and teams, and says when a name was only read', () => {
    const read: PlayerCandidate = {
      name: 'M Lemeux',
      sport: 'hockey',
      from: null,
      to: null,
      teams: [],
      score: 0.4,
      source: 'ocr',
    };
    expect(playerCandidateSuggestion(read)).toMatchObject({
      detail: 'as read on the card (not in the catalogs)',
      onlyRead: true,
    });
    expect(
      playerSuggestion({
        name: 'Mario Lemieux',
        sport: 'hockey',
        from: 1984,
        to: 2005,
        teams: ['Pittsburgh Penguins'],
      }),
    ).toEqual({
      value: 'Mario Lemieux',
      detail: '1984–2005 · Pittsburgh Penguins',
      fromCard: false,
    });
    expect(
      setSuggestion({ name: 'Upper Deck', brand: 'Upper Deck', from: 1991, to: 1991, sports: [] })
        .detail,
    ).toBe('1991');
  });

  it("puts the players of the team read on the card first, keeping the catalog's order otherwise", () => {
    const claude = { name: 'Claude Lemieux', teams: ['Montreal Canadiens', 'New Jersey Devils'] };
    const mario = { name: 'Mario Lemieux', teams: ['Pittsburgh Penguins'] };
    const jocelyn = { name: 'Jocelyn Lemieux', teams: ['Chicago Blackhawks'] };
    expect(teamFirst([claude, jocelyn, mario], 'pittsburgh penguins')).toEqual([
      mario,
      claude,
      jocelyn,
    ]);
    expect(teamFirst([claude, mario], null)).toEqual([claude, mario]);
  });
});
