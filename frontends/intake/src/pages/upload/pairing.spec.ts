import {
  batchImageTypes,
  cardCountFor,
  defaultImageType,
  primaryIndex,
  processesAsSeveralCards,
  rememberedPairing,
  rememberPairing,
  sideFromName,
  suggestPairing,
} from './pairing';

describe('front/back pairing', () => {
  it('reads the side from *_front / *_back names', () => {
    expect(sideFromName('card7_front.jpg')).toBe('front');
    expect(sideFromName('Card7-BACK.HEIC')).toBe('back');
    expect(sideFromName('frontier.jpg')).toBeNull();
  });

  it("reads the side from the short forms scanners and the Trading Card Database's downloads use", () => {
    expect(sideFromName('card7_f.jpg')).toBe('front');
    expect(sideFromName('card7-bk.png')).toBe('back');
    expect(sideFromName('56699-Mc-1Fr.jpg')).toBe('front');
    expect(sideFromName('56699-Mc-1Bk.jpg')).toBe('back');
    expect(sideFromName('Kennys_Vargas_25_25.jpg')).toBeNull();
    // Backs sort before fronts by name; the pairing still goes by the names, not by the order.
    expect(suggestPairing(['a-1Bk.jpg', 'a-1Fr.jpg', 'a-2Bk.jpg', 'a-2Fr.jpg'])).toBe('names');
    // The stack leads with its first front, not with the back sorted before it.
    const names = ['a-1Bk.jpg', 'a-1Fr.jpg'];
    expect(primaryIndex(names.map((name, i) => defaultImageType(name, i)))).toBe(1);
    expect(primaryIndex(['back', 'other'])).toBe(0);
  });

  it('pairs by name when most files find their other side by name, else in scanner order', () => {
    expect(suggestPairing(['a_front.jpg', 'a_back.jpg', 'b_front.jpg', 'b_back.jpg'])).toBe(
      'names',
    );
    // A front whose back is missing stays a card of its own rather than taking the next card's front.
    expect(suggestPairing(['a_front.jpg', 'b_front.jpg', 'b_back.jpg'])).toBe('names');
    // One stray name in a named stack: scanner order would shift every pair after it.
    const named = ['1Fr', '1Bk', '2Fr', '2Bk', 'stray', '3Fr', '3Bk', '4Fr', '4Bk'].map(
      (name) => `card-${name}.jpg`,
    );
    expect(suggestPairing(named)).toBe('names');
    expect(cardCountFor(named, 'names')).toBe(5);
    expect(suggestPairing(['a_front.jpg', 'a_back.jpg', 'scan1.jpg', 'scan2.jpg'])).toBe(
      'alternate',
    );
    const scans = Array.from({ length: 20 }, (_, i) => `scan${String(i + 1).padStart(3, '0')}.jpg`);
    expect(suggestPairing(scans)).toBe('alternate');
  });

  it('suggests one card per image for files named one by one, scanner order for numbered ones', () => {
    const handNamed = [
      '136_Byron_Buxton.jpg',
      '167_Danny_Santana.jpg',
      '373_Kurt_Suzuki.jpg',
      '700a_Joe_Mauer.jpg',
      '83_Byron_Buxton.jpg',
      '156_Kennys_Vargas.jpg',
    ];
    expect(suggestPairing(handNamed)).toBe('none');
    // One pair among them stays one card: one card per image, with that pair kept together.
    const withPair = [...handNamed, '62768-NNOFr.jpg', '62768-NNOBk.jpg'];
    expect(suggestPairing(withPair)).toBe('names');
    expect(cardCountFor(withPair, 'names')).toBe(7);
    expect(suggestPairing(withPair, 'none')).toBe('names');
    const phone = ['IMG_4410.JPG', 'IMG_4411.JPG', 'IMG_4412.JPG', 'IMG_4413.JPG'];
    expect(suggestPairing(phone)).toBe('alternate');
    // A duplex scanner names the back after the front ("FastFoto_0001_b.jpg"): one name, scanner order.
    const duplex = [
      'FastFoto_0001.jpg',
      'FastFoto_0001_b.jpg',
      'FastFoto_0002.jpg',
      'FastFoto_0002_b.jpg',
    ];
    expect(suggestPairing(duplex)).toBe('alternate');
    // The dealer's own last choice still comes first.
    expect(suggestPairing(handNamed, 'alternate')).toBe('alternate');
  });

  it('treats one or two files as one card, front and back', () => {
    expect(suggestPairing(['scan001.jpg', 'scan002.jpg'])).toBe('none');
    expect(processesAsSeveralCards(2)).toBe(false);
    expect(processesAsSeveralCards(20)).toBe(true);
    expect(defaultImageType('scan001.jpg', 0)).toBe('front');
    expect(defaultImageType('scan002.jpg', 1)).toBe('back');
  });

  it("keeps the dealer's last choice, unless the names say how to pair", () => {
    const storage = new Map<string, string>();
    const local = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(rememberedPairing(local)).toBeNull();
    rememberPairing(local, 'none');
    expect(rememberedPairing(local)).toBe('none');
    expect(suggestPairing(['1.jpg', '2.jpg', '3.jpg'], rememberedPairing(local))).toBe('none');
    expect(suggestPairing(['a_front.jpg', 'a_back.jpg', 'b_front.jpg', 'b_back.jpg'], 'none')).toBe(
      'names',
    );
    storage.set('pennant.upload.pairing', 'nonsense');
    expect(rememberedPairing(local)).toBeNull();
  });

  it('types scanner files front, back, front, back, and by name where the name says', () => {
    expect(defaultImageType('x_back.jpg', 0)).toBe('back');
    expect(
      ['s1', 's2', 's3', 's4', 's5'].map((name, i) => defaultImageType(`${name}.jpg`, i)),
    ).toEqual(['front', 'back', 'front', 'back', 'front']);
  });

  it('counts the cards a batch becomes', () => {
    const scans = ['s1', 's2', 's3', 's4', 's5', 's6'].map((name) => `${name}.jpg`);
    expect(cardCountFor(scans, 'none')).toBe(6);
    expect(cardCountFor(scans, 'alternate')).toBe(3);
    expect(
      cardCountFor(['a_front.jpg', 'a_back.jpg', 'b_back.jpg', 'c.jpg', 'b_front.jpg'], 'names'),
    ).toBe(3);
  });

  it("types a stack's photos as its pairing makes the cards: a file naming no side is its own card's front", () => {
    // The walk's stack: five hockey pairs named by side (backs sorted first) and three single fronts.
    const names = [
      ...[1, 2, 3, 4, 5].flatMap((n) => [`5669${n}-Mc-1Bk.jpg`, `5669${n}-Mc-1Fr.jpg`]),
      '40_Oswaldo_Arcia.jpg',
      '55_Trevor_May.jpg',
      'OD-124_Trevor_Plouffe.jpg',
    ];
    expect(suggestPairing(names)).toBe('names');
    const types = batchImageTypes(names, 'names');
    expect(types.slice(0, 10)).toEqual([
      'back',
      'front',
      'back',
      'front',
      'back',
      'front',
      'back',
      'front',
      'back',
      'front',
    ]);
    // 55_Trevor_May.jpg is 12th: position parity would call it a back.
    expect(types.slice(10)).toEqual(['front', 'front', 'front']);
    expect(defaultImageType('55_Trevor_May.jpg', 11)).toBe('back');
  });

  it("types a named stack's second photo of a side as another photo, and other pairings as the server does", () => {
    expect(
      batchImageTypes(['a_front.jpg', 'a_back.jpg', 'A_FRONT.png', 'b_back.jpg'], 'names'),
    ).toEqual(['front', 'back', 'other', 'back']);
    const scans = ['s1.jpg', 's2.jpg', 's3.jpg'];
    expect(batchImageTypes(scans, 'alternate')).toEqual(['front', 'back', 'front']);
    expect(batchImageTypes(['x_back.jpg', ...scans], 'none')).toEqual([
      'front',
      'front',
      'front',
      'front',
    ]);
  });
});
