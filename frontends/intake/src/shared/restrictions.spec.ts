import { checkRestrictions, summariseRestrictions, type CandidateFile } from './restrictions';

const MB = 1024 * 1024;
function file(name: string, type = 'image/jpeg', size = 2 * MB): CandidateFile {
  return { name, type, size, lastModified: 1 };
}

describe('upload restrictions', () => {
  it('accepts JPG, PNG, WebP and HEIC, including HEIC that arrives without a type', () => {
    const incoming = [
      file('a.jpg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.heic', 'image/heic'),
      file('e.HEIC', ''),
    ];
    expect(checkRestrictions([], incoming)).toEqual({ accepted: incoming, messages: [] });
  });

  it('refuses other types, files over 10 MB and duplicates in the spec words', () => {
    const { accepted, messages } = checkRestrictions(
      [file('front.jpg')],
      [
        file('notes.pdf', 'application/pdf'),
        file('huge.jpg', 'image/jpeg', 10 * MB + 1),
        file('front.jpg'),
      ],
    );
    expect(accepted).toEqual([]);
    expect(messages).toEqual([
      'You can only upload: JPG, PNG, HEIC, WebP',
      'huge.jpg exceeds maximum allowed size of 10 MB',
      "Cannot add the duplicate file 'front.jpg', it already exists",
    ]);
  });

  it('takes a file of exactly 10,485,760 bytes', () => {
    expect(
      checkRestrictions([], [file('edge.jpg', 'image/jpeg', 10_485_760)]).accepted,
    ).toHaveLength(1);
  });

  it('stops at 50 files: the 51st is refused', () => {
    const existing = Array.from({ length: 49 }, (_, index) => file(`card-${index}.jpg`));
    const { accepted, messages } = checkRestrictions(existing, [
      file('card-49.jpg'),
      file('card-50.jpg'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['card-49.jpg']);
    expect(messages).toEqual(['You can only upload 50 files']);
  });

  it('shows at most four messages and summarises the rest', () => {
    const messages = ['1', '2', '3', '4', '5', '6'];
    expect(summariseRestrictions(messages)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '2 additional restrictions were not fulfilled',
    ]);
    expect(summariseRestrictions(['1', '2'])).toEqual(['1', '2']);
  });
});
