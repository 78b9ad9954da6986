import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalObjectStorage } from './local-object-storage';
import { ObjectTooLargeError } from './object-storage';
import { UploadUrlSigner } from './upload-url-signer';

const KEY = '11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222';
const PUBLIC_URL = 'https://pennant.example.com';

describe('UploadUrlSigner', () => {
  const signer = new UploadUrlSigner('a-session-secret-of-at-least-32-characters');
  const now = 1_800_000_000;
  const grant = { method: 'PUT' as const, key: KEY, expires: now + 60, maxBytes: 10_485_760 };
  const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

  it('accepts its own signature until the expiry, then says it expired', () => {
    const query = queryOf(signer.sign(grant));
    expect(signer.verify('PUT', KEY, query, now)).toEqual({ check: 'valid', maxBytes: 10_485_760 });
    expect(signer.verify('PUT', KEY, query, now + 61).check).toBe('expired');
  });

  it('refuses a URL used for another key, another method, a longer life or a larger file', () => {
    const query = queryOf(signer.sign(grant));
    expect(signer.verify('PUT', KEY.replace('2222', '3333'), query, now).check).toBe('invalid');
    expect(signer.verify('GET', KEY, query, now).check).toBe('invalid');
    expect(
      signer.verify('PUT', KEY, { ...query, 'X-Pennant-Expires': String(now + 9999) }, now).check,
    ).toBe('invalid');
    expect(
      signer.verify('PUT', KEY, { ...query, 'X-Pennant-Max-Bytes': '99999999' }, now).check,
    ).toBe('invalid');
    expect(signer.verify('PUT', KEY, {}, now).check).toBe('invalid');
  });

  it('a different secret signs differently', () => {
    const other = new UploadUrlSigner('another-session-secret-of-32-characters!');
    expect(other.verify('PUT', KEY, queryOf(signer.sign(grant)), now).check).toBe('invalid');
  });
});

describe('LocalObjectStorage', () => {
  let dir: string;
  let storage: LocalObjectStorage;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pennant-objects-'));
    storage = new LocalObjectStorage(dir, PUBLIC_URL, new UploadUrlSigner('x'.repeat(32)));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('upload URLs are absolute, under PUBLIC_URL, and lead back to their key', async () => {
    const url = await storage.presignUpload(KEY, new Date(Date.now() + 60_000), 100);
    expect(url.startsWith(`${PUBLIC_URL}/objects/${KEY}?`)).toBe(true);
    expect(storage.keyOfUploadUrl(new URL(url))).toBe(KEY);
    expect(
      storage.keyOfUploadUrl(new URL(url.replace(PUBLIC_URL, 'https://elsewhere.example'))),
    ).toBeNull();
    expect(storage.keyOfUploadUrl(new URL(`${PUBLIC_URL}/objects/../../etc/passwd`))).toBeNull();
  });

  it('stores, reads, sizes and deletes files under its directory', async () => {
    await storage.put(KEY, Buffer.from('card'));
    expect(fs.readFileSync(path.join(dir, KEY)).toString()).toBe('card');
    expect(await storage.size(KEY)).toBe(4);
    expect((await storage.get(KEY, 100))?.toString()).toBe('card');
    await storage.delete([KEY, `${KEY}-thumb.jpg`]);
    expect(await storage.get(KEY, 100)).toBeNull();
    expect(await storage.size(KEY)).toBeNull();
  });

  it('get() refuses a file over the limit; deleteOwner() removes one dealer folder whole', async () => {
    const other = `33333333-3333-4333-8333-333333333333/${KEY.split('/')[1]}`;
    await storage.put(KEY, Buffer.from('card'));
    await storage.put(`${KEY}-thumb.jpg`, Buffer.from('thumb'));
    await storage.put(other, Buffer.from('kept'));
    await expect(storage.get(KEY, 3)).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.deleteOwner(KEY.split('/')[0])).toBe(2);
    expect(fs.existsSync(path.join(dir, KEY.split('/')[0]))).toBe(false);
    expect((await storage.get(other, 100))?.toString()).toBe('kept');
    expect(await storage.deleteOwner(KEY.split('/')[0])).toBe(0);
    await expect(storage.deleteOwner('..')).rejects.toThrow('Not an object owner');
  });

  it('refuses anything that is not an object key', async () => {
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow('Not an object key');
  });
});
