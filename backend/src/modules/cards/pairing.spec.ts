import { groupBatch, type BatchImage } from './pairing';

const image = (url: string, name: string | null = null): BatchImage => ({ url, name });
const shape = (groups: ReturnType<typeof groupBatch>) =>
  groups.map((group) =>
    group.map(({ url, type, isPrimary }) => `${url}:${type}${isPrimary ? '*' : ''}`),
  );

describe('groupBatch', () => {
  it('makes one card per image by default, each image its front', () => {
    expect(shape(groupBatch([image('a'), image('b')]))).toEqual([['a:front*'], ['b:front*']]);
  });

  it('pairs scanner order front, back, front, back; an odd last image is a card of its own', () => {
    const groups = groupBatch(
      [image('1f'), image('1b'), image('2f'), image('2b'), image('3f')],
      'alternate',
    );
    expect(shape(groups)).toEqual([
      ['1f:front*', '1b:back'],
      ['2f:front*', '2b:back'],
      ['3f:front*'],
    ]);
  });

  it('pairs *_front and *_back by name in any order, front first', () => {
    const groups = groupBatch(
      [
        image('u1', 'ripken_back.jpg'),
        image('u2', 'griffey-front.png'),
        image('u3', 'RIPKEN_FRONT.jpg'),
        image('u4', 'loose.jpg'),
        image('u5', 'griffey back.jpeg'),
      ],
      'names',
    );
    expect(shape(groups)).toEqual([
      ['u3:front*', 'u1:back'],
      ['u2:front*', 'u5:back'],
      ['u4:front*'],
    ]);
  });

  it('makes a lone back the primary image of its card', () => {
    expect(shape(groupBatch([image('u1', 'x_back.jpg')], 'names'))).toEqual([['u1:back*']]);
  });

  it('keeps a second front of the same name as an extra image rather than losing it', () => {
    const groups = groupBatch([image('u1', 'a_front.jpg'), image('u2', 'a_front.jpg')], 'names');
    expect(shape(groups)).toEqual([['u1:front*', 'u2:other']]);
  });
});
