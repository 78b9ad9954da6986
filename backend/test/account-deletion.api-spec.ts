import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Invoice } from '@pennant/contracts';
import { dealerIdOf, generateCycle, insertSale } from './support/billing-orders';
import { startTestApp, type TestApp } from './support/test-app';
import { OBJECT_STORAGE, type ObjectStorage } from '../src/integrations/storage';
import { signIn, type Agent } from './support/sign-in';

async function uploadImage(agent: Agent): Promise<string> {
  const jpeg = await sharp({ create: { width: 350, height: 490, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  const answer = await agent
    .post('/api/cards/upload')
    .attach('files', jpeg, { filename: 'card.jpg', contentType: 'image/jpeg' })
    .expect(200);
  return answer.body.uploaded[0].key as string;
}

describe("eBay's marketplace account deletion notification", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers the endpoint challenge with sha256(challenge + token + endpoint)', async () => {
    const answer = await app.http
      .get('/api/ebay/account-deletion?challenge_code=abc123')
      .expect(200);
    const expected = crypto
      .createHash('sha256')
      .update('abc123' + app.config.ebay.verificationToken + app.config.ebay.deletionEndpointUrl)
      .digest('hex');
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.body).toEqual({ challengeResponse: expected });
    await app.http.get('/api/ebay/account-deletion').expect(400);
  });

  it('refuses a challenge code longer than any of eBay, naming the parameter', async () => {
    const uuid = crypto.randomUUID();
    await app.http.get(`/api/ebay/account-deletion?challenge_code=${uuid}`).expect(200);
    await app.http.get(`/api/ebay/account-deletion?challenge_code=${'a'.repeat(128)}`).expect(200);
    const answer = await app.http
      .get(`/api/ebay/account-deletion?challenge_code=${'a'.repeat(129)}`)
      .expect(400);
    const message = 'challenge_code must be at most 128 characters (it has 129)';
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(answer.body.errors).toEqual([{ field: 'challenge_code', message }]);
  });

  it('erases the dealer named in a signed notification, sessions and images included', async () => {
    const leaving = await signIn(app, 'deleting_account');
    const staying = await signIn(app, 'keeping_account');
    const storedFile = (key: string) => path.join(app.config.dataDir, 'objects', key);
    const leavingImage = await uploadImage(leaving);
    const stayingImage = await uploadImage(staying);
    expect(fs.existsSync(storedFile(leavingImage))).toBe(true);
    const me = (await leaving.get('/api/auth/user').expect(200)).body;
    await leaving.put('/api/profile').send({ storeName: 'Gone Soon' }).expect(200);
    const [{ ebay_user_id: ebayUserId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [me.id],
    );

    // Sessions as connect-pg-simple stores them with passport: the dealer id at passport.user.
    const sessionsOf = (dealerId: string) =>
      app.query(`SELECT 1 FROM session WHERE sess->'passport'->>'user' = $1`, [dealerId]);
    expect((await sessionsOf(me.id)).length).toBeGreaterThan(0);

    const result = await app.pennant.emulator!.sendAccountDeletion(ebayUserId);
    expect(result).toEqual({ challengeOk: true, status: 204 });

    expect(await app.query(`SELECT 1 FROM dealer WHERE id = $1`, [me.id])).toHaveLength(0);
    expect(
      await app.query(`SELECT 1 FROM ebay_connection WHERE dealer_id = $1`, [me.id]),
    ).toHaveLength(0);
    expect(await sessionsOf(me.id)).toHaveLength(0);
    await leaving.get('/api/auth/user').expect(401);
    await staying.get('/api/auth/user').expect(200);

    expect(fs.existsSync(storedFile(leavingImage))).toBe(false);
    expect(fs.existsSync(storedFile(`${leavingImage}-thumb.jpg`))).toBe(false);
    expect(await app.query(`SELECT 1 FROM uploaded_object WHERE dealer_id = $1`, [me.id])).toEqual(
      [],
    );
    await staying.get(`/objects/${stayingImage}`).expect(200);
  });

  it("keeps the dealer's issued invoices as issued, with nothing left of whom they were to", async () => {
    const leaving = await signIn(app, 'billed_then_deleted');
    await leaving.put('/api/profile').send({ storeName: 'Billed Cards' }).expect(200);
    const dealerId = await dealerIdOf(leaving);
    await insertSale(app, dealerId, { orderedAt: '2025-03-05T15:00:00Z', amount: '100.00' });
    const march = await generateCycle(leaving, 2025, 3);
    const invoice: Invoice = (await leaving.post(`/api/billing/invoice/${march.id}`).expect(201))
      .body;
    const [{ ebay_user_id: ebayUserId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [dealerId],
    );

    await app.pennant.emulator!.sendAccountDeletion(ebayUserId);
    expect(await app.query(`SELECT 1 FROM invoice WHERE id = $1`, [invoice.id])).toHaveLength(0);
    const [kept] = await app.query<{ total: string; status: string; invoice: Invoice }>(
      `SELECT total::text, status, invoice FROM kept_invoice WHERE number = $1`,
      [invoice.number],
    );
    expect(kept).toMatchObject({ total: '2.00', status: invoice.status });
    expect(kept.invoice).toMatchObject({
      number: invoice.number,
      total: '2.00',
      lines: invoice.lines,
    });
    expect(kept.invoice.billedTo).toEqual({
      storeName: null,
      email: null,
      ebayUserId: null,
      ebayUsername: null,
    });
    expect(kept.invoice).toMatchObject({ paymentUrl: null, pdfUrl: null });
    expect(JSON.stringify(kept.invoice)).not.toContain('Billed Cards');
    expect(JSON.stringify(kept.invoice)).not.toContain(ebayUserId);
  });

  it('keeps an invoice still being issued (its number taken) as issuing', async () => {
    const leaving = await signIn(app, 'invoiced_mid_issue');
    const dealerId = await dealerIdOf(leaving);
    await insertSale(app, dealerId, { orderedAt: '2025-04-05T15:00:00Z', amount: '50.00' });
    const april = await generateCycle(leaving, 2025, 4);
    const invoice: Invoice = (await leaving.post(`/api/billing/invoice/${april.id}`).expect(201))
      .body;
    // As when the payment provider had not answered yet: the number is taken, the invoice not issued.
    await app.query(`UPDATE invoice SET status = 'issuing', payment_url = NULL WHERE id = $1`, [
      invoice.id,
    ]);
    await leaving.get(`/api/billing/invoices/${invoice.id}`).expect(404);
    const [{ ebay_user_id: ebayUserId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [dealerId],
    );

    await app.pennant.emulator!.sendAccountDeletion(ebayUserId);
    expect(await app.query(`SELECT 1 FROM dealer WHERE id = $1`, [dealerId])).toHaveLength(0);
    const [kept] = await app.query<{ total: string; status: string; invoice: Invoice }>(
      `SELECT total::text, status, invoice FROM kept_invoice WHERE number = $1`,
      [invoice.number],
    );
    expect(kept).toMatchObject({ total: '1.00', status: 'issuing' });
    expect(kept.invoice).toMatchObject({ number: invoice.number, lines: invoice.lines });
    expect(kept.invoice.billedTo).toEqual({
      storeName: null,
      email: null,
      ebayUserId: null,
      ebayUsername: null,
    });
  });

  it('erases the dealer when their files cannot all be removed at once, leaving the rest to the sweep', async () => {
    const leaving = await signIn(app, 'uploading_while_deleted');
    const me = (await leaving.get('/api/auth/user').expect(200)).body;
    await uploadImage(leaving);
    const [{ ebay_user_id: ebayUserId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [me.id],
    );
    // As when a photo still arriving through a signed URL lands in the folder being removed.
    const storage = app.pennant.app.get<ObjectStorage>(OBJECT_STORAGE);
    const busy = Object.assign(new Error('ENOTEMPTY: directory not empty'), { code: 'ENOTEMPTY' });
    const deleteOwner = jest.spyOn(storage, 'deleteOwner').mockRejectedValueOnce(busy);
    try {
      const result = await app.pennant.emulator!.sendAccountDeletion(ebayUserId);
      expect(result).toEqual({ challengeOk: true, status: 204 });
    } finally {
      deleteOwner.mockRestore();
    }
    expect(await app.query(`SELECT 1 FROM dealer WHERE id = $1`, [me.id])).toHaveLength(0);
    expect(
      await app.query(`SELECT 1 FROM object_sweep WHERE target = $1`, [`${me.id}/`]),
    ).toHaveLength(1);
  });

  it('keeps a dealer who signed up after the deletion a notice is dated (a notice sent again, or replayed)', async () => {
    const agent = await signIn(app, 'signed_up_since');
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    const [{ ebay_user_id: userId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [me.id],
    );
    const notice = (deletedAt: string) =>
      app.http
        .post('/__ebay/_control/account-deletion')
        .send({ userId, challenge: false, deletedAt })
        .expect(200);
    expect((await notice('2025-01-01T00:00:00Z')).body).toEqual({ challengeOk: true, status: 204 });
    await agent.get('/api/auth/user').expect(200);
    // Within an hour of sign-up, the two clocks may simply disagree: the dealer is erased.
    const justBefore = new Date(Date.now() - 30 * 60_000).toISOString();
    expect((await notice(justBefore)).body).toEqual({ challengeOk: true, status: 204 });
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses a notification whose signature does not verify, erasing nothing', async () => {
    const agent = await signIn(app, 'forged_deletion');
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    const [{ ebay_user_id: userId }] = await app.query<{ ebay_user_id: string }>(
      `SELECT ebay_user_id FROM dealer WHERE id = $1`,
      [me.id],
    );
    const payload = {
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: 'forged',
        eventDate: new Date().toISOString(),
        publishDate: new Date().toISOString(),
        publishAttemptCount: 1,
        data: { username: 'forged_deletion', userId, eiasToken: 'x' },
      },
    };
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signature = crypto
      .sign('sha1', Buffer.from(JSON.stringify(payload)), privateKey)
      .toString('base64');
    const kid = (await app.http.get('/__ebay/_control/state').expect(200)).body
      .signingKeyId as string;
    expect(kid).toBeTruthy();
    const header = Buffer.from(
      JSON.stringify({ alg: 'ECDSA', kid, signature, digest: 'SHA1' }),
    ).toString('base64');

    const forged = await app.http
      .post('/api/ebay/account-deletion')
      .set('X-EBAY-SIGNATURE', header)
      .send(payload)
      .expect(412);
    expect(forged.body.message).toMatch(/signature/);
    await app.http.post('/api/ebay/account-deletion').send(payload).expect(412);
    await agent.get('/api/auth/user').expect(200);
  });
});
