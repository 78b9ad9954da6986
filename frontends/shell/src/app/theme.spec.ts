import { theme, themeFor } from './theme';

describe('the theme on a touch screen', () => {
  it('makes controls a finger can hit, and keeps the brand', () => {
    const touch = themeFor(true).token;
    expect(touch).toMatchObject({
      controlHeight: 40,
      controlHeightSM: 32,
      colorPrimary: '#1d4ed8',
    });
    expect(themeFor(false)).toBe(theme);
    expect(theme.token?.controlHeight).toBeUndefined();
  });
});
