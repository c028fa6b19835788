import { mkdtempSync, rmSync } from 'node:fs';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, decodeAwsChunked, LocalS3 } from './s3.ts';
import { freePort } from './ports.ts';

/** The local S3 on its own, driven by the real SDK client with the options the handlers use. */
describe('local S3', () => {
  const root = mkdtempSync(join(tmpdir(), 'plume-s3-'));
  const store = new LocalS3(root);
  let s3: S3Client;

  beforeAll(async () => {
    store.ensureBucket('speech');
    const endpoint = await store.listen(await freePort());
    s3 = new S3Client({ endpoint, forcePathStyle: true, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  });
  afterAll(async () => {
    await store.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('puts an object and gets it back with its Content-Type, Cache-Control and metadata, as a file on disk', async () => {
    const body = Buffer.from('ID3 pas vraiment du mp3, mais des octets \u00e9');
    const put = await s3.send(new PutObjectCommand({ Bucket: 'speech', Key: 'speech/Lea/abc.mp3', Body: body, ContentType: 'audio/mpeg', CacheControl: 'public, max-age=31536000, immutable', Metadata: { voice: 'Lea' } }));
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);

    const got = await s3.send(new GetObjectCommand({ Bucket: 'speech', Key: 'speech/Lea/abc.mp3' }));
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(body);
    expect(got).toMatchObject({ ContentType: 'audio/mpeg', CacheControl: 'public, max-age=31536000, immutable', ETag: put.ETag, ContentLength: body.length, Metadata: { voice: 'Lea' } });

    const head = await s3.send(new HeadObjectCommand({ Bucket: 'speech', Key: 'speech/Lea/abc.mp3' }));
    expect(head).toMatchObject({ ContentType: 'audio/mpeg', CacheControl: 'public, max-age=31536000, immutable', ETag: put.ETag, ContentLength: body.length });
    expect(readFileSync(join(root, 'speech', 'speech', 'Lea', 'abc.mp3'))).toEqual(body);
  });

  it('keeps keys with spaces and accents, and overwrites an object in place', async () => {
    const Key = 'dossier/été 2026/fichier (1).txt';
    await s3.send(new PutObjectCommand({ Bucket: 'speech', Key, Body: 'un', ContentType: 'text/plain' }));
    await s3.send(new PutObjectCommand({ Bucket: 'speech', Key, Body: 'deux', ContentType: 'text/plain' }));
    const got = await s3.send(new GetObjectCommand({ Bucket: 'speech', Key }));
    expect(await got.Body!.transformToString()).toBe('deux');
  });

  it('answers a missing key as S3 does: HeadObject → NotFound, GetObject → NoSuchKey', async () => {
    await expect(s3.send(new HeadObjectCommand({ Bucket: 'speech', Key: 'speech/Lea/missing.mp3' }))).rejects.toBeInstanceOf(NotFound);
    const error = await s3.send(new GetObjectCommand({ Bucket: 'speech', Key: 'speech/Lea/missing.mp3' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoSuchKey);
    expect(error).toMatchObject({ $metadata: { httpStatusCode: 404 } });
    await expect(s3.send(new GetObjectCommand({ Bucket: 'no-such-bucket', Key: 'x' }))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('serves byte ranges', async () => {
    await s3.send(new PutObjectCommand({ Bucket: 'speech', Key: 'range.bin', Body: Buffer.from('0123456789') }));
    const got = await s3.send(new GetObjectCommand({ Bucket: 'speech', Key: 'range.bin', Range: 'bytes=2-5' }));
    expect(await got.Body!.transformToString()).toBe('2345');
    expect(got.ContentRange).toBe('bytes 2-5/10');
  });

  it('never writes outside its bucket', async () => {
    await expect(s3.send(new PutObjectCommand({ Bucket: 'speech', Key: '../../escape.txt', Body: 'x' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
    expect(existsSync(join(root, '..', 'escape.txt'))).toBe(false);
  });

  it('parses ranges and aws-chunked bodies', () => {
    expect(byteRange('bytes=0-', 10)).toEqual([0, 9]);
    expect(byteRange('bytes=-3', 10)).toEqual([7, 9]);
    expect(byteRange('bytes=4-100', 10)).toEqual([4, 9]);
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(decodeAwsChunked(Buffer.from('5;chunk-signature=ab\r\nhello\r\n3\r\n!!!\r\n0\r\nx-amz-checksum-crc32:AAAA\r\n\r\n')).toString()).toBe('hello!!!');
  });
});
