import { S3ObjectStorage } from './s3-object-storage';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

const KEY = '11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222';

describe('S3ObjectStorage against a local S3-compatible server', () => {
  let s3: S3StandIn;
  let storage: S3ObjectStorage;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    storage = new S3ObjectStorage({
      driver: 's3',
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      uploadUrlTtlSeconds: 600,
    });
  });
  afterAll(() => s3.close());

  const inTenMinutes = () => new Date(Date.now() + 600_000);

  it('hands out a presigned PUT URL that stores the file in the bucket', async () => {
    const url = await storage.presignUpload(KEY, inTenMinutes());
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/`));
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600');
    const put = await fetch(url, { method: 'PUT', body: Buffer.from('card bytes') });
    expect(put.status).toBe(200);
    expect(await storage.size(KEY)).toBe(10);
    expect((await storage.get(KEY))?.toString()).toBe('card bytes');
  });

  // s3rver checks the presigned query's shape and expiry but not the SigV4 arithmetic, so the
  // signature itself is trusted to the AWS SDK; here we check what it was asked to sign.
  it('signs with the configured credentials and region, for this bucket and key only', async () => {
    const url = new URL(await storage.presignUpload(KEY, inTenMinutes()));
    expect(url.pathname).toBe(`/${s3.bucket}/${KEY}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      new RegExp(`^${s3.accessKeyId}/\\d{8}/us-east-1/s3/aws4_request$`),
    );
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the key again from the exact upload URL, and from no other host or bucket', async () => {
    const url = new URL(await storage.presignUpload(KEY, inTenMinutes()));
    expect(storage.keyOfUploadUrl(url)).toBe(KEY);
    const otherHost = new URL(url);
    otherHost.host = 'evil.example:9000';
    expect(storage.keyOfUploadUrl(otherHost)).toBeNull();
    const otherBucket = new URL(url);
    otherBucket.pathname = `/other-bucket/${KEY}`;
    expect(storage.keyOfUploadUrl(otherBucket)).toBeNull();
  });

  it('presigns reads, and deletes objects (missing ones are ignored)', async () => {
    const read = await fetch(await storage.presignRead(KEY, inTenMinutes()));
    expect(await read.text()).toBe('card bytes');
    await storage.put(`${KEY}-thumb.jpg`, Buffer.from('thumb'), 'image/jpeg');
    await storage.delete([KEY, `${KEY}-thumb.jpg`, KEY.replace(/2/g, '3')]);
    expect(await storage.get(KEY)).toBeNull();
    expect(await storage.size(`${KEY}-thumb.jpg`)).toBeNull();
  });

  it('understands virtual-hosted-style URLs of AWS', () => {
    const aws = new S3ObjectStorage({
      driver: 's3',
      bucket: 'cards',
      region: 'us-east-1',
      forcePathStyle: false,
      uploadUrlTtlSeconds: 60,
    });
    expect(
      aws.keyOfUploadUrl(
        new URL(`https://cards.s3.us-east-1.amazonaws.com/${KEY}?X-Amz-Signature=x`),
      ),
    ).toBe(KEY);
    expect(aws.keyOfUploadUrl(new URL(`https://cards.s3.evil.com/${KEY}`))).toBeNull();
  });
});
