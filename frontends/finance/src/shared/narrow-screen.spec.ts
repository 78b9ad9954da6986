import { columnsForScreen, tableScroll } from './narrow-screen';

describe('narrow screens', () => {
  const columns = [{ key: 'item' }, { key: 'order' }, { key: 'total' }, {}];

  it('keeps every column on a wide screen', () => {
    expect(columnsForScreen(columns, false, ['order'])).toBe(columns);
  });

  it('leaves out the wide-only columns on a phone, and keeps those without a key', () => {
    expect(columnsForScreen(columns, true, ['order'])).toEqual([
      { key: 'item' },
      { key: 'total' },
      {},
    ]);
  });

  it('forces no least width on a phone', () => {
    expect(tableScroll(false, 640)).toEqual({ x: 640 });
    expect(tableScroll(true, 640)).toEqual({ x: true });
  });
});
