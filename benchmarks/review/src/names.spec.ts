import { firstNameOf, foldPlayer, samePlayer, surnameOf } from './names';

describe('player names', () => {
  it('compares names as a dealer reads them', () => {
    expect(samePlayer('Cal Ripken Jr.', 'Cal Ripken')).toBe(true);
    expect(samePlayer('Gustavo Chacin', 'Gustavo Chacín')).toBe(true);
    expect(samePlayer('Mario Lemieux', 'Claude Lemieux')).toBe(false);
    expect(samePlayer(null, 'Mario Lemieux')).toBe(false);
    expect(foldPlayer("  Patrick  O'Neill ")).toBe('patrick oneill');
    expect(samePlayer('J. R. Graham', 'J.R. Graham')).toBe(true);
    expect(samePlayer('A. J. Achter', 'AJ Achter')).toBe(true);
    expect(samePlayer('J. R. Graham', 'R. Graham')).toBe(false);
  });

  it('types the surname, without a suffix', () => {
    expect(surnameOf('Cal Ripken Jr.')).toBe('Ripken');
    expect(surnameOf('Mario Lemieux')).toBe('Lemieux');
    expect(surnameOf('Pelé')).toBe('Pelé');
  });

  it('adds the first name when the surname is not enough', () => {
    expect(firstNameOf('Phil Hughes')).toBe('Phil');
    expect(firstNameOf('Pelé')).toBeNull();
  });
});
