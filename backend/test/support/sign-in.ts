import request from 'supertest';
import type { TestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

/** The path and query of an absolute or relative URL on the app's own server. */
export function pathOf(location: string): string {
  const url = new URL(location, 'http://placeholder');
  return `${url.pathname}${url.search}`;
}

/** Hidden and visible inputs of the emulator's consent form. */
export function consentFormFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  )) {
    fields[match[1]] = decodeHtml(match[2]);
  }
  return fields;
}

function decodeHtml(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Opens eBay's consent page at `consentUrl` and answers its form fields. */
export async function consentFields(
  agent: Agent,
  consentUrl: string,
): Promise<Record<string, string>> {
  const consent = await agent.get(pathOf(consentUrl)).expect(200);
  return consentFormFields(consent.text);
}

/** Follows GET /api/login to the emulator's consent page; answers the form fields and the agent. */
export async function openConsent(
  app: TestApp,
  agent: Agent = request.agent(app.baseUrl),
  start = '/api/login',
) {
  const login = await agent.get(start).expect(302);
  return { agent, login, fields: await consentFields(agent, login.headers.location) };
}

/** Every test account's emulator password (an account takes the one given at its first sign-in). */
export const TEST_PASSWORD = 'pennant-test-password';

/** Answers eBay's consent page; resolves with the callback path eBay redirected to. */
export async function answerConsent(
  agent: Agent,
  fields: Record<string, string>,
  username: string,
  action: 'agree' | 'decline' = 'agree',
): Promise<string> {
  const answer = await agent
    .post('/__ebay/auth/oauth2/authorize')
    .type('form')
    .send({ ...fields, username, password: TEST_PASSWORD, action })
    .expect(302);
  return pathOf(answer.headers.location);
}

/** Signs in through the real OAuth flow against the emulator; the agent then carries the session. */
export async function signIn(app: TestApp, username: string): Promise<Agent> {
  const { agent, fields } = await openConsent(app);
  const callback = await answerConsent(agent, fields, username);
  const done = await agent.get(callback).expect(302);
  if (!done.headers.location.startsWith('/?ebay_auth=success')) {
    throw new Error(`sign-in did not succeed: ${done.headers.location}`);
  }
  return agent;
}
