import { TITLE_MAX, titleCount } from './title';

describe('title counter', () => {
  it('counts a title against 80 characters', () => {
    expect(titleCount('2004 Topps Elmer Dessens #396')).toEqual({
      length: 29,
      remaining: 51,
      over: false,
      text: '29/80',
    });
  });

  it('is exactly full at 80 and over at 81', () => {
    expect(titleCount('x'.repeat(TITLE_MAX))).toMatchObject({ remaining: 0, over: false });
    expect(titleCount('x'.repeat(TITLE_MAX + 1))).toMatchObject({
      remaining: -1,
      over: true,
      text: '81/80',
    });
  });

  it('counts characters as eBay does, and an empty title as 0', () => {
    expect(titleCount('Pokémon ⚾').length).toBe(9);
    expect(titleCount(null).text).toBe('0/80');
  });
});
