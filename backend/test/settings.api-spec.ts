import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';

describe('Settings, profile and onboarding', () => {
  let app: TestApp;
  let dealer: Agent;

  beforeAll(async () => {
    app = await startTestApp();
    dealer = await signIn(app, 'settings_dealer');
  });
  afterAll(() => app.close());

  it('starts a new dealer on the spec defaults', async () => {
    const fresh = await signIn(app, 'fresh_defaults');
    const answer = await fresh.get('/api/settings').expect(200);
    expect(answer.body).toEqual({
      ebayAccount: { ebayUserId: expect.any(String), expiresAt: expect.any(String) },
      settings: {
        pricingBasis: 'sold_median',
        defaultMarkupPercent: '8.00',
        minSingleFmv: '4.00',
        lottingMode: 'team_year',
        autoApprove: false,
      },
      profile: {
        storeName: null,
        email: expect.stringContaining('@'),
        timeZone: 'America/New_York',
      },
    });
  });

  it('saves pricing rules with PUT /api/settings, decimals normalised to two places', async () => {
    const answer = await dealer
      .put('/api/settings')
      .send({
        pricingBasis: 'active_avg',
        defaultMarkupPercent: '12.5',
        minSingleFmv: '3',
        lottingMode: 'brand_year',
      })
      .expect(200);
    expect(answer.body.settings).toEqual({
      pricingBasis: 'active_avg',
      defaultMarkupPercent: '12.50',
      minSingleFmv: '3.00',
      lottingMode: 'brand_year',
      autoApprove: false,
    });
    const reread = await dealer.get('/api/settings').expect(200);
    expect(reread.body.settings.defaultMarkupPercent).toBe('12.50');
    const me = await dealer.get('/api/auth/user').expect(200);
    expect(me.body.settingsConfigured).toBe(true);
  });

  it('accepts the boundaries: markup 0 and 100, minimum FMV 0', async () => {
    await dealer
      .put('/api/settings')
      .send({ defaultMarkupPercent: '0', minSingleFmv: '0.00' })
      .expect(200);
    const answer = await dealer
      .put('/api/settings')
      .send({ defaultMarkupPercent: '100.00' })
      .expect(200);
    expect(answer.body.settings).toMatchObject({
      defaultMarkupPercent: '100.00',
      minSingleFmv: '0.00',
    });
  });

  it.each([
    [{ pricingBasis: 'cheapest' }, 'pricingBasis'],
    [{ defaultMarkupPercent: '100.01' }, 'defaultMarkupPercent'],
    [{ defaultMarkupPercent: '-1' }, 'defaultMarkupPercent'],
    [{ defaultMarkupPercent: '8.125' }, 'defaultMarkupPercent'],
    [{ defaultMarkupPercent: 'eight' }, 'defaultMarkupPercent'],
    [{ minSingleFmv: '-0.01' }, 'minSingleFmv'],
    [{ lottingMode: 'by_color' }, 'lottingMode'],
    [{ autoApprove: true }, 'autoApprove'],
  ])('PUT /api/settings %j answers 400 naming %s and changes nothing', async (body, field) => {
    const before = await dealer.get('/api/settings').expect(200);
    const answer = await dealer.put('/api/settings').send(body).expect(400);
    expect(answer.body.message).toContain(field);
    expect(answer.body.errors[0].field).toBe(field);
    const after = await dealer.get('/api/settings').expect(200);
    expect(after.body).toEqual(before.body);
  });

  it('saves automation and pricing with PUT /api/dealer/settings and answers the updated settings', async () => {
    const answer = await dealer
      .put('/api/dealer/settings')
      .send({
        autoApprove: true,
        pricingBasis: 'current_lowest',
        defaultMarkupPercent: 9.99,
        minSingleFmv: '5.25',
      })
      .expect(200);
    expect(answer.body).toEqual({
      pricingBasis: 'current_lowest',
      defaultMarkupPercent: '9.99',
      minSingleFmv: '5.25',
      lottingMode: expect.any(String),
      autoApprove: true,
    });
    await dealer.put('/api/dealer/settings').send({ autoApprove: 'yes' }).expect(400);
    await dealer.put('/api/dealer/settings').send({ lottingMode: 'set' }).expect(400);
  });

  it('does not count the Automation switch as setting up pricing rules', async () => {
    const automated = await signIn(app, 'auto_approve_only');
    const configured = async () =>
      (await automated.get('/api/auth/user').expect(200)).body.settingsConfigured as boolean;
    expect(await configured()).toBe(false);

    await automated.put('/api/dealer/settings').send({ autoApprove: true }).expect(200);
    expect(await configured()).toBe(false);

    await automated
      .put('/api/dealer/settings')
      .send({ pricingBasis: 'current_lowest' })
      .expect(200);
    expect(await configured()).toBe(true);
  });

  it('updates the business profile; email stays read-only', async () => {
    const answer = await dealer
      .put('/api/profile')
      .send({ storeName: '  Dugout Cards  ', timeZone: 'America/Denver' })
      .expect(200);
    expect(answer.body).toMatchObject({ storeName: 'Dugout Cards', timeZone: 'America/Denver' });
    const bad = await dealer
      .put('/api/profile')
      .send({ timeZone: 'Mars/Olympus_Mons' })
      .expect(400);
    expect(bad.body.message).toContain('timeZone');
    const email = await dealer.put('/api/profile').send({ email: 'me@example.com' }).expect(400);
    expect(email.body.message).toContain('email');
    const settings = await dealer.get('/api/settings').expect(200);
    expect(settings.body.profile).toMatchObject({
      storeName: 'Dugout Cards',
      timeZone: 'America/Denver',
    });
  });

  it("stores a time zone's canonical name, and refuses one PostgreSQL does not know", async () => {
    const zoned = await signIn(app, 'time_zone_dealer');
    const storedZone = async () =>
      (await zoned.get('/api/settings').expect(200)).body.profile.timeZone as string;

    const typed = await zoned
      .put('/api/profile')
      .send({ timeZone: 'america/new_york' })
      .expect(200);
    expect(typed.body.timeZone).toBe('America/New_York');
    expect(await storedZone()).toBe('America/New_York');

    // A link PostgreSQL 15 dropped: stored as the zone it names, which PostgreSQL knows.
    await zoned.put('/api/profile').send({ timeZone: 'US/Pacific-New' }).expect(200);
    expect(await storedZone()).toBe('America/Los_Angeles');
    await zoned.get('/api/analytics/sales?period=month').expect(200);

    // Known to Node's Intl, not to PostgreSQL's tz database: every local-day query would fail.
    const unknown = await zoned.put('/api/profile').send({ timeZone: 'SystemV/AST4' }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'timeZone', message: expect.any(String) }]);
    expect(await storedZone()).toBe('America/Los_Angeles');
    await zoned.get('/api/analytics/sales?period=month').expect(200);
  });

  it('records onboarding steps 1 to 4 and completion', async () => {
    const learner = await signIn(app, 'onboarding_dealer');
    expect((await learner.put('/api/onboarding/step').send({ step: 3 }).expect(200)).body).toEqual({
      onboardingStep: 3,
      onboardingComplete: false,
    });
    for (const step of [0, 5, 2.5, '2']) {
      const bad = await learner.put('/api/onboarding/step').send({ step }).expect(400);
      expect(bad.body.message).toContain('step');
    }
    await learner.put('/api/onboarding/step').send({}).expect(400);
    expect((await learner.put('/api/onboarding/complete').expect(200)).body).toEqual({
      onboardingStep: 4,
      onboardingComplete: true,
    });
    const me = await learner.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ onboardingStep: 4, onboardingComplete: true });
  });

  it("keeps two dealers' settings apart", async () => {
    const alice = await signIn(app, 'alice_cards');
    const bob = await signIn(app, 'bob_cards');
    await alice
      .put('/api/settings')
      .send({ defaultMarkupPercent: '15.00', lottingMode: 'set' })
      .expect(200);
    await alice.put('/api/profile').send({ storeName: "Alice's Attic" }).expect(200);
    const bobs = await bob.get('/api/settings').expect(200);
    expect(bobs.body.settings).toMatchObject({
      defaultMarkupPercent: '8.00',
      lottingMode: 'team_year',
    });
    expect(bobs.body.profile.storeName).toBeNull();
    await bob.put('/api/settings').send({ defaultMarkupPercent: '1.00' }).expect(200);
    const alices = await alice.get('/api/settings').expect(200);
    expect(alices.body.settings.defaultMarkupPercent).toBe('15.00');
  });

  it('rejects a malformed JSON body with 400 and no stack trace', async () => {
    const answer = await dealer
      .put('/api/settings')
      .set('Content-Type', 'application/json')
      .send('{"pricingBasis":')
      .expect(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(/);
  });
});
