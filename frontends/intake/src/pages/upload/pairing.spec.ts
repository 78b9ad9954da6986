import { cardCountFor, defaultImageType, sideFromName, suggestPairing } from './pairing';

describe('front/back pairing', () => {
  it('reads the side from *_front / *_back names', () => {
    expect(sideFromName('card7_front.jpg')).toBe('front');
    expect(sideFromName('Card7-BACK.HEIC')).toBe('back');
    expect(sideFromName('frontier.jpg')).toBeNull();
  });

  it('suggests name pairing only when every front has its back', () => {
    expect(suggestPairing(['a_front.jpg', 'a_back.jpg', 'b_front.jpg', 'b_back.jpg'])).toBe(
      'names',
    );
    expect(suggestPairing(['a_front.jpg', 'a_back.jpg', 'b_front.jpg'])).toBe('none');
    expect(suggestPairing(['scan001.jpg', 'scan002.jpg'])).toBe('none');
  });

  it('gives new images a type from their name, else front then back', () => {
    expect(defaultImageType('x_back.jpg', 0)).toBe('back');
    expect(defaultImageType('scan1.jpg', 0)).toBe('front');
    expect(defaultImageType('scan2.jpg', 1)).toBe('back');
    expect(defaultImageType('scan3.jpg', 2)).toBe('other');
  });

  it('counts the cards a batch becomes', () => {
    expect(cardCountFor(6, 'none')).toBe(6);
    expect(cardCountFor(6, 'alternate')).toBe(3);
    expect(cardCountFor(5, 'names')).toBe(3);
  });
});
