import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The access key of a valid SigV4 signature, undefined for an unsigned request. */
  signedBy: string | undefined;
}

export interface FakeS3 {
  /** The endpoint, e.g. http://127.0.0.1:45678; objects are at `${url}/<bucket>/<key>` (path style). */
  url: string;
  /** Stored objects by key, for the one bucket this server holds. */
  objects: Map<string, StoredObject>;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3 answers 204 to deleting a missing object; some compatible services answer 404. */
  missingDeleteStatus?: 204 | 404;
}

/**
 * A small S3-compatible server: PUT, GET and DELETE object in one path-style bucket. Writes must carry a
 * valid AWS Signature V4 for the configured key pair; reads are public, as for a public bucket.
 */
export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = new URL(req.url ?? '/', 'http://fake-s3');
      const signature = verifySignature(req, body, options);
      requests.push({
        method: req.method ?? '',
        path: target.pathname,
        signedBy: signature.ok ? signature.accessKeyId : undefined,
      });
      const [, bucket = '', ...rest] = target.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));

      if (req.method !== 'GET' && !signature.ok) {
        return sendError(res, 403, signature.code, signature.message);
      }
      if (bucket !== options.bucket) return sendError(res, 404, 'NoSuchBucket', bucket);
      if (!key) return sendError(res, 400, 'InvalidRequest', 'only object requests are handled');

      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      const stored = objects.get(key);
      if (req.method === 'GET') {
        if (!stored) return sendError(res, 404, 'NoSuchKey', key);
        res.writeHead(200, {
          'Content-Type': stored.contentType ?? 'application/octet-stream',
          ...(stored.cacheControl ? { 'Cache-Control': stored.cacheControl } : {}),
        });
        return res.end(stored.body);
      }
      if (req.method === 'DELETE') {
        if (!stored && options.missingDeleteStatus === 404) {
          return sendError(res, 404, 'NoSuchKey', key);
        }
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      return sendError(res, 405, 'MethodNotAllowed', req.method ?? '');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type SignatureCheck =
  { ok: true; accessKeyId: string } | { ok: false; code: string; message: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** Recomputes the request's SigV4 signature the way S3 does. */
function verifySignature(
  req: http.IncomingMessage,
  body: Buffer,
  options: FakeS3Options,
): SignatureCheck {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return { ok: false, code: 'AccessDenied', message: 'no SigV4 Authorization header' };
  const [, accessKeyId = '', date = '', region, signedHeaders = '', signature] = match;
  if (accessKeyId !== options.accessKeyId) {
    return { ok: false, code: 'InvalidAccessKeyId', message: accessKeyId };
  }
  if (region !== options.region) {
    return { ok: false, code: 'AuthorizationHeaderMalformed', message: `region ${region}` };
  }
  const payloadHash = header(req, 'x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { ok: false, code: 'XAmzContentSHA256Mismatch', message: payloadHash };
  }

  const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    ...names.map((name) => `${name}:${header(req, name).trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    header(req, 'x-amz-date'),
    `${date}/${region}/s3/aws4_request`,
    sha256(canonicalRequest),
  ].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, date);
  for (const part of [options.region, 's3', 'aws4_request']) key = hmac(key, part);
  if (hmac(key, stringToSign).toString('hex') !== signature) {
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'signature does not match' };
  }
  return { ok: true, accessKeyId };
}

function header(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function sendError(res: http.ServerResponse, status: number, code: string, message: string) {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escaped}</Message></Error>`,
  );
}
