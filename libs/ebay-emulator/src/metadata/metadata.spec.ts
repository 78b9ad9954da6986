import { EBAY_SCOPES } from '@pennant/ebay-openapi';
import { assertMatchesSchema } from '../testing/openapi-schema';
import { appToken, createTestEmulator, MOUNT, signIn } from '../testing/test-emulator';

const SPEC = 'sell_metadata_v1_oas3.json';
const POLICIES = `${MOUNT.api}/sell/metadata/v1/marketplace/EBAY_US/get_item_condition_policies`;

interface Descriptor {
  conditionDescriptorId: string;
  conditionDescriptorName: string;
  conditionDescriptorConstraint: { usage: string; mode: string; maxLength?: number };
  conditionDescriptorValues?: Array<{
    conditionDescriptorValueId: string;
    conditionDescriptorValueName: string;
  }>;
}

describe('Metadata API: getItemConditionPolicies', () => {
  const { http } = createTestEmulator();
  let token: string;

  beforeAll(async () => {
    token = await appToken(http);
  });

  const policies = (filter?: string, bearer = token) =>
    http
      .get(POLICIES)
      .query(filter ? { filter } : {})
      .set('Authorization', `Bearer ${bearer}`);

  it('gives 261328’s Graded (2750) and Ungraded (4000) conditions with the card descriptors', async () => {
    const response = await policies('categoryIds:{261328}');
    expect(response.status).toBe(200);
    assertMatchesSchema(SPEC, 'ItemConditionPolicyResponse', response.body);
    const [policy] = response.body.itemConditionPolicies;
    expect(policy).toMatchObject({ categoryId: '261328', itemConditionRequired: true });
    const [graded, ungraded] = policy.itemConditions;
    expect([graded.conditionId, ungraded.conditionId]).toEqual(['2750', '4000']);
    const descriptors = Object.fromEntries(
      (graded.conditionDescriptors as Descriptor[]).map((descriptor) => [
        descriptor.conditionDescriptorId,
        descriptor,
      ]),
    );
    expect(descriptors['27501'].conditionDescriptorConstraint.usage).toBe('REQUIRED');
    expect(descriptors['27502'].conditionDescriptorConstraint.usage).toBe('REQUIRED');
    expect(descriptors['27503'].conditionDescriptorConstraint).toMatchObject({
      usage: 'OPTIONAL',
      mode: 'FREE_TEXT',
      maxLength: 30,
    });
    const graders = descriptors['27501'].conditionDescriptorValues ?? [];
    expect(
      graders.find((value) => value.conditionDescriptorValueName === 'PSA')
        ?.conditionDescriptorValueId,
    ).toBe('275010');
    expect(
      graders.find((value) => value.conditionDescriptorValueName === 'SGC')
        ?.conditionDescriptorValueId,
    ).toBe('275016');
    const grades = descriptors['27502'].conditionDescriptorValues ?? [];
    expect(
      grades.find((value) => value.conditionDescriptorValueName === '10')
        ?.conditionDescriptorValueId,
    ).toBe('275020');
    const cardCondition = (ungraded.conditionDescriptors as Descriptor[])[0];
    expect(cardCondition.conditionDescriptorId).toBe('40001');
    expect(
      cardCondition.conditionDescriptorValues?.map((value) => value.conditionDescriptorValueId),
    ).toEqual(['400010', '400011', '400012', '400013']);
  });

  it('gives the lot category its own policy, several categories at once, and warns about unknown ones', async () => {
    const response = await policies('categoryIds:{261328|261329|1234}');
    assertMatchesSchema(SPEC, 'ItemConditionPolicyResponse', response.body);
    expect(
      response.body.itemConditionPolicies.map(
        (policy: { categoryId: string }) => policy.categoryId,
      ),
    ).toEqual(['261328', '261329']);
    expect(response.body.warnings[0]).toMatchObject({ errorId: 46003 });
    expect((await policies('categoryId=261328')).body.warnings[0].errorId).toBe(46002);
  });

  it('takes a user token with sell.inventory too', async () => {
    const { accessToken } = await signIn(http, 'meta_dealer', [EBAY_SCOPES.sellInventory]);
    expect((await policies('categoryIds:{261328}', accessToken)).status).toBe(200);
  });
});
