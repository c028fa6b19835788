import { listenOnLoopback } from './ports.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { readBody } from './read-body.ts';

/**
 * A local Amazon S3 for the calls Plume makes — `PutObject`, `GetObject`, `HeadObject` (and `CreateBucket`, for
 * tests) — in S3's REST wire protocol with path-style addressing (`/<bucket>/<key>`), as `@aws-sdk/client-s3` sends
 * them with `forcePathStyle: true`. Objects are files under `<root>/<bucket>/<key>`; their metadata (Content-Type,
 * Cache-Control, user metadata, ETag) is a JSON sidecar under `<root>/.meta/` (no bucket name starts with a dot).
 * Errors are S3's XML (`NoSuchKey`, `NoSuchBucket`), and a missing object's HEAD is a bare 404, which the SDK
 * reports as `NotFound`. Signature V4 is not verified: any credentials are accepted.
 */

export interface StoredObject {
  body: Buffer;
  meta: ObjectMeta;
}

export interface ObjectMeta {
  contentType: string;
  cacheControl?: string;
  /** Quoted MD5 of the body, as S3 gives for single-part uploads. */
  etag: string;
  lastModified: string;
  userMetadata: Record<string, string>;
}

const MAX_OBJECT_BYTES = 50 * 1024 * 1024;

export class LocalS3 {
  private server: Server | undefined;

  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) sendError(response, 500, 'InternalError', (error as Error).message);
        else response.end();
      });
    });
    return listenOnLoopback(this.server, port);
  }

  async stop(): Promise<void> {
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
    this.server?.closeAllConnections();
  }

  ensureBucket(bucket: string): void {
    mkdirSync(join(this.root, bucket), { recursive: true });
  }

  /** An object and its metadata, or undefined when the bucket or the key is missing. */
  async read(bucket: string, key: string): Promise<StoredObject | undefined> {
    const paths = this.paths(bucket, key);
    if (!paths) return undefined;
    try {
      const [body, meta] = await Promise.all([readFile(paths.file), readFile(paths.meta, 'utf8')]);
      return { body, meta: JSON.parse(meta) as ObjectMeta };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async write(bucket: string, key: string, body: Buffer, meta: Omit<ObjectMeta, 'etag' | 'lastModified'>): Promise<ObjectMeta> {
    const paths = this.paths(bucket, key)!;
    const stored: ObjectMeta = { ...meta, etag: `"${createHash('md5').update(body).digest('hex')}"`, lastModified: new Date().toUTCString() };
    await Promise.all([mkdir(dirname(paths.file), { recursive: true }), mkdir(dirname(paths.meta), { recursive: true })]);
    // Written aside, then renamed: a reader sees the old object or the new one, never half of one.
    const suffix = `.${randomUUID()}.tmp`;
    await Promise.all([writeFile(paths.file + suffix, body), writeFile(paths.meta + suffix, JSON.stringify(stored))]);
    await rename(paths.meta + suffix, paths.meta);
    await rename(paths.file + suffix, paths.file);
    return stored;
  }

  /** The object's file and sidecar, or undefined for a key that would leave its bucket (`..` segments). */
  private paths(bucket: string, key: string): { file: string; meta: string } | undefined {
    const bucketDir = resolve(this.root, bucket);
    const file = resolve(bucketDir, key);
    if (!file.startsWith(bucketDir + sep) || key.endsWith('/')) return undefined;
    return { file, meta: resolve(this.root, '.meta', bucket, `${key}.json`) };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // The raw path, not `new URL(...)`, which would resolve `..` segments before the key is checked.
    const [, bucket = '', ...rest] = (request.url ?? '/').split('?')[0]!.split('/');
    const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
    const method = request.method ?? 'GET';
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return drainThen(request, () => sendError(response, 400, 'InvalidBucketName', 'The specified bucket is not valid.'));
    const bucketExists = existsSync(join(this.root, bucket));

    if (!key) {
      if (method === 'PUT') {
        await drain(request);
        this.ensureBucket(bucket);
        response.writeHead(200, { location: `/${bucket}`, ...requestIds() }).end();
        return;
      }
      if (method === 'HEAD') {
        response.writeHead(bucketExists ? 200 : 404, requestIds()).end();
        return;
      }
      return drainThen(request, () => sendError(response, 501, 'NotImplemented', `${method} on a bucket is not implemented by the local S3.`));
    }
    if (!bucketExists) return drainThen(request, () => sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist.', { BucketName: bucket }));
    if (!this.paths(bucket, key)) return drainThen(request, () => sendError(response, 400, 'InvalidArgument', 'Keys with .. segments or a trailing / are not supported by the local S3.'));

    if (method === 'PUT') return this.putObject(request, response, bucket, key);
    if (method === 'GET' || method === 'HEAD') {
      const object = await this.read(bucket, key);
      if (!object) {
        // HEAD answers have no body: the SDK names the error from the status alone (NotFound).
        if (method === 'HEAD') return void response.writeHead(404, requestIds()).end();
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      }
      return serveObject(request, response, object, requestIds());
    }
    return drainThen(request, () => sendError(response, 501, 'NotImplemented', `${method} is not implemented by the local S3.`));
  }

  private async putObject(request: IncomingMessage, response: ServerResponse, bucket: string, key: string): Promise<void> {
    const raw = await readBody(request, MAX_OBJECT_BYTES);
    if (!raw) return sendError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size of the local S3.');
    const chunked = /aws-chunked/.test(header(request, 'content-encoding') ?? '') || (header(request, 'x-amz-content-sha256') ?? '').startsWith('STREAMING-');
    const body = chunked ? decodeAwsChunked(raw) : raw;
    const userMetadata = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.startsWith('x-amz-meta-'))
        .map(([name, value]) => [name.slice('x-amz-meta-'.length), String(value)]),
    );
    const cacheControl = header(request, 'cache-control');
    const meta = await this.write(bucket, key, body, {
      contentType: header(request, 'content-type') ?? 'binary/octet-stream',
      ...(cacheControl ? { cacheControl } : {}),
      userMetadata,
    });
    response.writeHead(200, { etag: meta.etag, ...requestIds() }).end();
  }
}

/**
 * An object as S3 (and CloudFront in front of it) answers a GET or HEAD: its stored headers, `ETag` with
 * `If-None-Match` → 304, and one byte range (`Range: bytes=a-b`, `a-`, `-n`) → 206, unsatisfiable → 416.
 */
export function serveObject(request: IncomingMessage, response: ServerResponse, { body, meta }: StoredObject, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = {
    'content-type': meta.contentType,
    ...(meta.cacheControl ? { 'cache-control': meta.cacheControl } : {}),
    etag: meta.etag,
    'last-modified': meta.lastModified,
    'accept-ranges': 'bytes',
    ...Object.fromEntries(Object.entries(meta.userMetadata).map(([name, value]) => [`x-amz-meta-${name}`, value])),
    ...extraHeaders,
  };
  const ifNoneMatch = header(request, 'if-none-match');
  if (ifNoneMatch && (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === meta.etag))) {
    response.writeHead(304, headers).end();
    return;
  }
  const range = byteRange(header(request, 'range'), body.length);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${body.length}`, 'content-type': 'application/xml' });
    response.end(request.method === 'HEAD' ? undefined : errorXml('InvalidRange', 'The requested range is not satisfiable'));
    return;
  }
  const [start, end] = range ?? [0, body.length - 1];
  const part = body.subarray(start, end + 1);
  response.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': String(part.length),
    ...(range ? { 'content-range': `bytes ${start}-${end}/${body.length}` } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : part);
}

/** One range of `bytes=`; several ranges, or a malformed header, are ignored (the whole object), as S3 does. */
export function byteRange(value: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}

/** The payload of an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<data>\r\n`… up to a 0-size chunk, then trailers. */
export function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('malformed aws-chunked body');
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) throw new Error('malformed aws-chunked body');
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function requestIds(): Record<string, string> {
  const id = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
  return { 'x-amz-request-id': id, 'x-amz-id-2': Buffer.from(id).toString('base64') };
}

async function drain(request: IncomingMessage): Promise<void> {
  for await (const _chunk of request) {
    // discarded
  }
}

async function drainThen(request: IncomingMessage, answer: () => void): Promise<void> {
  await drain(request);
  answer();
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function errorXml(code: string, message: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries(extra).map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlText(message)}</Message>${fields}<RequestId>${randomUUID()}</RequestId></Error>`;
}

function sendError(response: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/xml', ...requestIds() });
  response.end(errorXml(code, message, extra));
}
