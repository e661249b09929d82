import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, before any decoding. */
  body: Buffer;
}

/**
 * A request by Node's http module, with the path exactly as written (fetch() would tidy away dot
 * segments first) and nothing asked for or undone that the caller did not (fetch() asks for
 * compression and decodes it).
 */
export function rawRequest(
  origin: string,
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: rawPath, method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
