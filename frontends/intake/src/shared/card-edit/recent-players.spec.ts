import { memoryStorage } from '../../testing/memory-storage';
import {
  recentPlayers,
  recentSuggestions,
  rememberPlayer,
  withRecentPlayer,
} from './recent-players';
import { candidatesFirst, type Suggestion } from './suggestions';

const vargas = { player: 'Kennys Vargas', sport: 'baseball', team: 'Minnesota Twins' };

describe('players chosen lately', () => {
  it('remembers the players of saved cards, the latest first and each once', () => {
    const storage = memoryStorage();
    rememberPlayer(storage, vargas);
    rememberPlayer(storage, { player: 'Phil Hughes', sport: 'baseball', team: null });
    rememberPlayer(storage, { ...vargas, player: 'kennys vargas' });
    expect(recentPlayers(storage).map((player) => player.name)).toEqual([
      'kennys vargas',
      'Phil Hughes',
    ]);
    rememberPlayer(storage, { player: null, sport: null, team: null });
    expect(recentPlayers(storage)).toHaveLength(2);
  });

  it('keeps twenty, and reads nothing from a storage it cannot use', () => {
    let list = [] as ReturnType<typeof recentPlayers>;
    for (let i = 0; i < 25; i++)
      list = withRecentPlayer(list, { name: `Player ${i}`, sport: null, team: null });
    expect(list).toHaveLength(20);
    expect(list[0].name).toBe('Player 24');
    const broken = memoryStorage();
    broken.setItem('pennant.recentPlayers', '{not json');
    expect(recentPlayers(broken)).toEqual([]);
    expect(recentPlayers(undefined)).toEqual([]);
  });

  it("offers a player chosen lately first once the dealer types, before the card's candidates and the catalog", () => {
    const storage = memoryStorage();
    rememberPlayer(storage, vargas);
    const lately = recentSuggestions(recentPlayers(storage), 'va', 'baseball');
    expect(lately).toEqual([
      {
        value: 'Kennys Vargas',
        detail: 'chosen lately · Minnesota Twins',
        fromCard: false,
        chosenLately: true,
      },
    ]);
    const catalog: Suggestion[] = ['Claudio Vargas', 'Jason Vargas', 'Kennys Vargas'].map(
      (value) => ({ value, detail: null, fromCard: false }),
    );
    const card: Suggestion = { value: 'Vance Worley', detail: null, fromCard: true };
    expect(
      candidatesFirst([card], catalog, 'va', { lately }).map((option) => option.value),
    ).toEqual(['Kennys Vargas', 'Vance Worley', 'Claudio Vargas', 'Jason Vargas']);
    // Not before anything is typed, not of another sport, not when the name does not fit.
    expect(recentSuggestions(recentPlayers(storage), '', 'baseball')).toEqual([]);
    expect(recentSuggestions(recentPlayers(storage), 'va', 'hockey')).toEqual([]);
    expect(recentSuggestions(recentPlayers(storage), 'hu', 'baseball')).toEqual([]);
  });
});
