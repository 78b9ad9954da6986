import zlib from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';
import { signIn, type Agent } from './support/sign-in';

/**
 * Every operation in the app's own OpenAPI document (read when the test runs, so endpoints added
 * later are fuzzed too) gets a bounded set of malformed inputs, signed in and signed out: wrong
 * types, nulls, huge and deeply nested values, NUL characters, bad %-escapes, bad ids, unknown
 * fields, wrong and compressed content types. Not one answer may be a 5xx, and every 4xx from the
 * API is in the error shape { statusCode, code, message }.
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** A body: raw text with its content type (and encoding), or a JSON value. */
type Body = { json: unknown } | { raw: string | Buffer; type: string; encoding?: string };

interface Attempt {
  path: string;
  query?: string;
  headers?: Record<string, string>;
  body?: Body;
  label: string;
}

const NUL = '\u0000';
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Values a field of any type should refuse (or take) without a 5xx. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['number', 123456789],
  ['negative', -1],
  ['huge number', 1e308],
  ['float', 0.1],
  ['boolean', true],
  ['empty string', ''],
  ['NUL', `a${NUL}b`],
  ['bad escape', '/objects/%zz/%E0%A4%A'],
  ['long string', 'x'.repeat(20_000)],
  ['array', ['x', null, 3]],
  ['object', { $gt: '' }],
  ['nested', JSON.parse(deepObject(40))],
  ['not a uuid', 'not-a-uuid'],
];

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '%00',
  '%zz',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
];

const BAD_QUERY_VALUES = ['', '%00', '%zz', 'x'.repeat(5000), '-1', '1e309', 'null', '[]'];

/** Streaming endpoints answer forever; they are opened and closed by the SSE tests instead. */
function isStreaming(operation: Operation): boolean {
  return Object.values(operation.responses ?? {}).some(
    (response) => response.content && 'text/event-stream' in response.content,
  );
}

function resolve(doc: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
}

function attemptsFor(doc: OpenApi, path: string, method: string, operation: Operation): Attempt[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const headerParams = (operation.parameters ?? []).filter((p) => p.in === 'header');
  const fill = (id: string) =>
    pathParams.reduce((route, p) => route.replace(`{${p.name}}`, id), path);
  const base = fill('5b0c0a8e-1d7f-4c4b-9a57-0d1f6b1a2c3d');
  const attempts: Attempt[] = [];

  for (const id of pathParams.length > 0 ? BAD_IDS : [])
    attempts.push({ path: fill(id), label: `path id ${id.slice(0, 20)}` });

  for (const param of queryParams) {
    for (const value of BAD_QUERY_VALUES)
      attempts.push({
        path: base,
        query: `${encodeURIComponent(param.name)}=${value}`,
        label: `query ${param.name}=${value.slice(0, 12)}`,
      });
    attempts.push({
      path: base,
      query: `${param.name}=a&${param.name}=b`,
      label: `query ${param.name} twice`,
    });
    attempts.push({
      path: base,
      query: `${param.name}[x]=1`,
      label: `query ${param.name} as object`,
    });
  }
  attempts.push({ path: base, query: 'unknownField=1&%00=%00', label: 'unknown query field' });
  attempts.push({
    path: base,
    query: 'code=%zz&state=%00&error=%ff',
    label: 'bad escapes in query',
  });

  for (const header of headerParams)
    for (const value of ['', ' ', 'x'.repeat(500), '\t'])
      attempts.push({
        path: base,
        headers: { [header.name]: value },
        label: `header ${header.name}`,
      });

  if (method === 'get') return attempts;

  const json = operation.requestBody?.content['application/json'];
  const schema = resolve(doc, json?.schema);
  for (const [label, value] of [
    ['body null', null],
    ['body array', [1, 2]],
    ['body string', 'text'],
    ['body number', 42],
    ['body unknown field', { unknownField: 1 }],
    ['body NUL key', { [`a${NUL}`]: 1 }],
  ] as Array<[string, unknown]>)
    attempts.push({ path: base, body: { json: value }, label });

  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    for (const [label, value] of BAD_VALUES)
      attempts.push({ path: base, body: { json: { [name]: value } }, label: `${name}: ${label}` });
    const items = resolve(doc, property.items);
    for (const [itemName] of Object.entries(items?.properties ?? {}))
      for (const [label, value] of BAD_VALUES.slice(0, 8))
        attempts.push({
          path: base,
          body: { json: { [name]: [{ [itemName]: value }] } },
          label: `${name}[0].${itemName}: ${label}`,
        });
  }

  for (const [label, body] of [
    ['invalid JSON', { raw: '{"a":', type: 'application/json' }],
    ['deep array', { raw: deepArray(5000), type: 'application/json' }],
    ['deep object', { raw: deepObject(5000), type: 'application/json' }],
    [
      'too large JSON',
      { raw: JSON.stringify({ a: 'x'.repeat(1_100_000) }), type: 'application/json' },
    ],
    ['gzip header, plain body', { raw: '{}', type: 'application/json', encoding: 'gzip' }],
    ['real gzip', { raw: zlib.gzipSync('{}'), type: 'application/json', encoding: 'gzip' }],
    ['unknown encoding', { raw: '{}', type: 'application/json', encoding: 'zstd' }],
    ['UTF-16 charset', { raw: '{}', type: 'application/json; charset=utf-16' }],
    [
      'latin1 bytes',
      { raw: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json' },
    ],
    ['plain text', { raw: 'hello', type: 'text/plain' }],
    ['form', { raw: `a=1&b=%zz&c=${'%00'}`, type: 'application/x-www-form-urlencoded' }],
    [
      'form nested',
      { raw: 'a[b][c][d][e][f][g]=1&x[]=1&x[]=2', type: 'application/x-www-form-urlencoded' },
    ],
    ['xml', { raw: '<?xml version="1.0"?><a/>', type: 'application/xml' }],
    ['multipart without boundary', { raw: 'garbage', type: 'multipart/form-data' }],
    [
      'multipart broken',
      {
        raw: '--xx\r\nContent-Disposition: form-data; name="files"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=xx',
      },
    ],
    [
      'multipart wrong field',
      {
        raw: '--xx\r\nContent-Disposition: form-data; name="other"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--xx--\r\n',
        type: 'multipart/form-data; boundary=xx',
      },
    ],
    [
      'multipart text file',
      {
        raw: '--xx\r\nContent-Disposition: form-data; name="files"; filename="%zz\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--xx--\r\n',
        type: 'multipart/form-data; boundary=xx',
      },
    ],
  ] as Array<[string, Body]>)
    attempts.push({ path: base, body, label });
  return attempts;
}

function send(client: ReturnType<typeof request> | Agent, method: string, attempt: Attempt) {
  const url = attempt.query ? `${attempt.path}?${attempt.query}` : attempt.path;
  let call = (client as unknown as Record<string, (url: string) => request.Test>)
    [method](url)
    .timeout(15_000)
    .redirects(0);
  for (const [name, value] of Object.entries(attempt.headers ?? {})) call = call.set(name, value);
  const body = attempt.body;
  if (body && 'json' in body)
    return call.set('Content-Type', 'application/json').send(JSON.stringify(body.json));
  if (body) {
    call = call.set('Content-Type', body.type);
    if (body.encoding) call = call.set('Content-Encoding', body.encoding);
    return call.send(body.raw);
  }
  return call;
}

describe('Fuzzing every operation of the OpenAPI document', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ CARD_PROCESS_WAIT_MS: '0' });
  });
  afterAll(() => app.close());

  it('answers malformed input with a 4xx in the error shape, never a 5xx, signed in and out', async () => {
    const doc = (await app.http.get('/api/docs-json').expect(200)).body as OpenApi;
    let dealer = await signIn(app, 'fuzz_dealer');
    const failures: string[] = [];
    const fuzzed = new Set<string>();
    const skipped: string[] = [];
    let sent = 0;

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (isStreaming(operation)) {
          skipped.push(name);
          continue;
        }
        for (const signedIn of [false, true]) {
          for (const attempt of attemptsFor(doc, path, method, operation)) {
            const answer = await send(signedIn ? dealer : app.http, method, attempt).catch(
              (error: Error) => ({ status: 599, body: {}, text: error.message, headers: {} }),
            );
            sent += 1;
            const where = `${name} [${signedIn ? 'signed in' : 'signed out'}] ${attempt.label}`;
            if (answer.status >= 500)
              failures.push(`${where}: ${answer.status} ${String(answer.text).slice(0, 200)}`);
            else if (
              answer.status >= 400 &&
              attempt.path.startsWith('/api/') &&
              !(
                typeof answer.body?.statusCode === 'number' &&
                typeof answer.body?.code === 'string' &&
                typeof answer.body?.message === 'string'
              )
            )
              failures.push(
                `${where}: ${answer.status} not in the error shape: ${String(answer.text).slice(0, 120)}`,
              );
          }
          // Fuzzing logout or the webhook may end the session: sign in again for what follows.
          if (signedIn && (await dealer.get('/api/auth/user')).status === 401)
            dealer = await signIn(app, 'fuzz_dealer');
        }
        fuzzed.add(name);
      }
    }

    expect(failures).toEqual([]);
    const all = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect([...fuzzed, ...skipped].sort()).toEqual(all.sort());
    expect(skipped).toEqual(['GET /api/cards/events']);
    expect(fuzzed.size).toBeGreaterThan(30);
    expect(sent).toBeGreaterThan(1000);
  }, 170_000);
});
