import { assertMatchesSchema, closeObjects, schemaValidator } from './openapi-schema';

describe('OpenAPI schema checks', () => {
  it('accepts a contract-shaped UserResponse', () => {
    expect(() =>
      assertMatchesSchema('commerce_identity_v1_oas3.json', 'UserResponse', {
        userId: 'ma8vp1jySJC',
        individualAccount: { firstName: 'Avery' },
      }),
    ).not.toThrow();
  });

  it('rejects fields the contract does not define and fields of the wrong type', () => {
    const validate = schemaValidator('commerce_identity_v1_oas3.json', 'UserResponse');
    expect(validate({ userId: 'ma8vp1jySJC', nickname: 'x' })).toBe(false);
    expect(validate({ individualAccount: { email: 7 } })).toBe(false);
  });

  it('checks item specifics as the object eBay sends, though the contract types them string', () => {
    const validate = schemaValidator('sell_inventory_v1_oas3.json', 'Product');
    expect(validate({ title: 'Card', aspects: { Sport: ['Baseball'] } })).toBe(true);
    expect(validate({ title: 'Card', aspects: { Sport: 'Baseball' } })).toBe(false);
  });

  it('knows the Media image answer the contract copy lacks', () => {
    const validate = schemaValidator('commerce_media_v1_beta_oas3.json', 'ImageResponse');
    expect(
      validate({ imageUrl: 'https://i.example/a.jpg', expirationDate: '2026-03-31T12:00:00.000Z' }),
    ).toBe(true);
    expect(validate({ imageUrl: 'https://i.example/a.jpg' })).toBe(false);
  });

  it('closes only object schemas that list their properties', () => {
    expect(
      closeObjects({ a: { type: 'object', properties: { b: { type: 'string' } } }, c: [1] }),
    ).toEqual({
      a: { type: 'object', properties: { b: { type: 'string' } }, additionalProperties: false },
      c: [1],
    });
  });
});
