import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../config';
import { securityHeaders } from './security-headers';

describe('security headers: the Content-Security-Policy', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-csp-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function policyWith(env: Record<string, string>): Promise<Map<string, string[]>> {
    const config = loadConfig({ DATA_DIR: dataDir, ...env }, dataDir);
    const app = express();
    app.use(securityHeaders(config, ['http://localhost:3000']));
    app.get('/', (_request, response) => {
      response.send('ok');
    });
    const answer = await request(app).get('/').expect(200);
    return parsePolicy(answer.headers['content-security-policy']);
  }

  it("lets Stripe's card form load when billing is on Stripe", async () => {
    const policy = await policyWith({
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    });
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']),
    );
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com']),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows nothing of Stripe without it (the local bank-transfer provider)', async () => {
    const policy = await policyWith({});
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect([...policy.values()].flat().join(' ')).not.toContain('stripe');
  });
});

function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
