import { assertErrorEnvelope, assertMatchesSchema } from '../testing/openapi-schema';
import { ASPECT_VALUE_MAX_LENGTH } from '../catalog';
import { appToken, createTestEmulator, MOUNT, signIn } from '../testing/test-emulator';

const SPEC = 'commerce_taxonomy_v1_oas3.json';
const TAXONOMY = `${MOUNT.api}/commerce/taxonomy/v1`;

describe('Taxonomy API', () => {
  const { http } = createTestEmulator();
  let token: string;

  beforeAll(async () => {
    token = await appToken(http);
  });

  const get = (path: string, query: Record<string, string> = {}, bearer = token) =>
    http.get(`${TAXONOMY}${path}`).query(query).set('Authorization', `Bearer ${bearer}`);
  const aspects = (categoryId?: string, tree = '0') =>
    get(
      `/category_tree/${tree}/get_item_aspects_for_category`,
      categoryId ? { category_id: categoryId } : {},
    );

  it('gives EBAY_US’s default tree "0"', async () => {
    const response = await get('/get_default_category_tree_id', { marketplace_id: 'EBAY_US' });
    assertMatchesSchema(SPEC, 'BaseCategoryTree', response.body);
    expect(response.body.categoryTreeId).toBe('0');
    expect((await get('/get_default_category_tree_id')).body.errors[0].errorId).toBe(62002);
    expect(
      (await get('/get_default_category_tree_id', { marketplace_id: 'EBAY_XX' })).body.errors[0]
        .errorId,
    ).toBe(62003);
  });

  it('answers the 30 item specifics of 261328, only Sport required, as AspectMetadata', async () => {
    const response = await aspects('261328');
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'AspectMetadata', response.body);
    const list = response.body.aspects as Array<{
      localizedAspectName: string;
      aspectConstraint: {
        aspectRequired: boolean;
        aspectUsage: string;
        aspectMode: string;
        itemToAspectCardinality: string;
      };
      aspectValues?: Array<{ localizedValue: string }>;
    }>;
    expect(list).toHaveLength(30);
    expect(
      list
        .filter((aspect) => aspect.aspectConstraint.aspectRequired)
        .map((aspect) => aspect.localizedAspectName),
    ).toEqual(['Sport']);
    const byName = Object.fromEntries(list.map((aspect) => [aspect.localizedAspectName, aspect]));
    expect(byName.Sport.aspectConstraint).toMatchObject({
      aspectMode: 'FREE_TEXT',
      itemToAspectCardinality: 'MULTI',
    });
    expect(byName.Type.aspectConstraint).toMatchObject({
      aspectMode: 'SELECTION_ONLY',
      aspectUsage: 'RECOMMENDED',
    });
    expect(byName.Autographed.aspectValues?.map((value) => value.localizedValue)).toEqual([
      'Yes',
      'No',
    ]);
    expect(byName['Year Manufactured'].aspectConstraint.aspectUsage).toBe('OPTIONAL');
    const recommended = list.filter(
      (aspect) => aspect.aspectConstraint.aspectUsage === 'RECOMMENDED',
    );
    expect(recommended.map((aspect) => aspect.localizedAspectName).sort()).toEqual(
      [
        'Autographed',
        'Card Name',
        'Card Number',
        'Features',
        'League',
        'Manufacturer',
        'Parallel/Variety',
        'Player/Athlete',
        'Season',
        'Set',
        'Sport',
        'Team',
        'Type',
      ].sort(),
    );
  });

  it('answers 261329 (lots) with its own aspects, Sport required', async () => {
    const response = await aspects('261329');
    assertMatchesSchema(SPEC, 'AspectMetadata', response.body);
    const names = response.body.aspects.map(
      (aspect: { localizedAspectName: string }) => aspect.localizedAspectName,
    );
    expect(names).toContain('Number of Cards');
    expect(names).toContain('Sport');
  });

  it.each([
    ['212', '0', 62009],
    ['64482', '0', 62009],
    ['0', '0', 62008],
    ['9999', '0', 62005],
    ['261328', '3', 62004],
    [undefined, '0', 62006],
  ])('refuses category %s in tree %s with %i', async (categoryId, tree, errorId) => {
    const response = await aspects(categoryId, tree);
    expect(response.status).toBe(400);
    assertErrorEnvelope(SPEC, response.body);
    expect(response.body.errors[0]).toMatchObject({ errorId, domain: 'API_TAXONOMY' });
  });

  it('accepts a user token carrying api_scope as well as an application token', async () => {
    const { accessToken } = await signIn(http);
    expect(
      (await get('/get_default_category_tree_id', { marketplace_id: 'EBAY_US' }, accessToken))
        .status,
    ).toBe(200);
  });

  it('advances no free-text aspect longer than the Inventory API takes (values of at most 50)', async () => {
    for (const categoryId of ['261328', '261329']) {
      const list = (await aspects(categoryId)).body.aspects as Array<{
        localizedAspectName: string;
        aspectConstraint: { aspectMode: string; aspectMaxLength?: number };
      }>;
      const freeText = list.filter((aspect) => aspect.aspectConstraint.aspectMode === 'FREE_TEXT');
      expect(freeText.length).toBeGreaterThan(0);
      for (const aspect of freeText) {
        expect(aspect.aspectConstraint.aspectMaxLength).toBeLessThanOrEqual(
          ASPECT_VALUE_MAX_LENGTH,
        );
      }
    }
    expect(ASPECT_VALUE_MAX_LENGTH).toBe(50);
  });
});
