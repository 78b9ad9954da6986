import { cardSideInFileName, pairBatchPhotos } from './cards';

const pairs = (names: Array<string | null>, pairing: Parameters<typeof pairBatchPhotos>[1]) =>
  pairBatchPhotos(names, pairing).map(({ card, type }) => `${card}:${type}`);

describe('how a batch of photos becomes cards', () => {
  it('makes every photo a card of its own, a front, with one card per image', () => {
    expect(pairs(['a_back.jpg', 'b.jpg'], 'none')).toEqual(['0:front', '1:front']);
  });

  it('pairs scanner order front, back, front, back, an odd last photo a card of its own', () => {
    expect(pairs(['1', '2', '3', '4', '5'], 'alternate')).toEqual([
      '0:front',
      '0:back',
      '1:front',
      '1:back',
      '2:front',
    ]);
  });

  it('pairs by the side each name says, in any order and any case', () => {
    expect(
      pairs(
        [
          'ripken_back.jpg',
          'griffey-front.png',
          'RIPKEN_FRONT.jpg',
          'loose.jpg',
          'griffey back.jpeg',
        ],
        'names',
      ),
    ).toEqual(['0:back', '1:front', '0:front', '2:front', '1:back']);
  });

  it('keeps a second photo of a side already taken as an other photo of that card', () => {
    expect(pairs(['a_front.jpg', 'a_front.jpg', 'a_back.jpg'], 'names')).toEqual([
      '0:front',
      '0:other',
      '0:back',
    ]);
  });

  it('makes a photo without a name a card of its own when pairing by name', () => {
    expect(pairs([null, 'x_Fr.jpg', 'x_Bk.jpg'], 'names')).toEqual([
      '0:front',
      '1:front',
      '1:back',
    ]);
  });
});

describe('the side a file name tells', () => {
  it.each([
    ['1989_ud_1_front.jpg', { card: '1989_ud_1', side: 'front' }],
    ['card 7 BACK.HEIC', { card: 'card 7', side: 'back' }],
    ['card7_f.jpg', { card: 'card7', side: 'front' }],
    ['56699-Mc-1Bk.jpg', { card: '56699-Mc-1', side: 'back' }],
    ['56699-Mc-1Fr.jpg', { card: '56699-Mc-1', side: 'front' }],
    ['62768-NNOBk.jpg', { card: '62768-NNO', side: 'back' }],
    ['62768-RCFr.jpeg', { card: '62768-RC', side: 'front' }],
    ['frontier.jpg', null],
    ['scan_0001.jpg', null],
  ])('%s -> %j', (name, expected) => {
    expect(cardSideInFileName(name)).toEqual(expected);
  });
});
