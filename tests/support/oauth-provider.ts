import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OAuthProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

export interface OAuthProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Who consents: one person, or a new one at each authorize request (each browser its own). */
  profile: OAuthProfile | (() => OAuthProfile);
  /** Also answer the token request with an (unsigned) OpenID id_token, as Google does for the openid scope. */
  withIdToken?: boolean;
}

export interface OAuthProvider {
  url: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Facebook's Graph API `/me`, answering the fields asked for with the same person. */
  graphMeUrl: string;
  /** What each endpoint was asked, for the test to check. */
  calls: {
    authorize: URLSearchParams[];
    token: URLSearchParams[];
    userinfo: number;
    graphFields: string[];
  };
  /** Why the provider refused a request, if it did: a test failing on the callback can say why. */
  refusals: string[];
  close(): Promise<void>;
}

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string | null;
  profile: OAuthProfile;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.once('end', () => resolve(body));
    request.once('error', reject);
  });
}

function clientCredentials(request: http.IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (basic?.[1]) {
    const [id = '', secret = ''] = Buffer.from(basic[1], 'base64').toString().split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

/**
 * A local OAuth 2.0 provider shaped like Google's: an authorize endpoint that consents at once, a
 * token endpoint that checks the client, the code (once) and the PKCE verifier, and a userinfo
 * endpoint that checks the bearer token.
 */
export async function startOAuthProvider(options: OAuthProviderOptions): Promise<OAuthProvider> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, OAuthProfile>();
  const calls: OAuthProvider['calls'] = { authorize: [], token: [], userinfo: 0, graphFields: [] };
  const refusals: string[] = [];

  function refuse(response: http.ServerResponse, status: number, error: string, reason: string) {
    refusals.push(reason);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error, error_description: reason }));
  }

  function authorize(url: URL, response: http.ServerResponse) {
    const query = url.searchParams;
    calls.authorize.push(query);
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== options.clientId || !redirectUri) {
      return refuse(response, 400, 'invalid_request', 'unknown client or no redirect_uri');
    }
    if (query.get('response_type') !== 'code') {
      return refuse(
        response,
        400,
        'unsupported_response_type',
        `response_type ${query.get('response_type')}`,
      );
    }
    const code = randomBytes(12).toString('hex');
    const profile = typeof options.profile === 'function' ? options.profile() : options.profile;
    codes.set(code, { redirectUri, codeChallenge: query.get('code_challenge'), profile });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    calls.token.push(form);
    const client = clientCredentials(request, form);
    if (client.id !== options.clientId || client.secret !== options.clientSecret) {
      return refuse(response, 401, 'invalid_client', 'wrong client id or secret');
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code);
    if (form.get('grant_type') !== 'authorization_code' || !issued) {
      return refuse(response, 400, 'invalid_grant', 'unknown or used code');
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      return refuse(
        response,
        400,
        'invalid_grant',
        'redirect_uri differs from the authorize request',
      );
    }
    if (issued.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (base64url(createHash('sha256').update(verifier).digest()) !== issued.codeChallenge) {
        return refuse(
          response,
          400,
          'invalid_grant',
          'code_verifier does not match the code_challenge',
        );
      }
    }
    const accessToken = randomBytes(16).toString('hex');
    const { profile } = issued;
    accessTokens.set(accessToken, profile);
    const idToken = options.withIdToken
      ? [
          base64url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
          base64url(
            JSON.stringify({
              ...profile,
              aud: options.clientId,
              iat: Math.floor(Date.now() / 1000),
            }),
          ),
          '',
        ].join('.')
      : undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        ...(idToken ? { id_token: idToken } : {}),
      }),
    );
  }

  function userinfo(request: http.IncomingMessage, response: http.ServerResponse) {
    calls.userinfo += 1;
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const profile = bearer ? accessTokens.get(bearer) : undefined;
    if (!profile) return refuse(response, 401, 'invalid_token', 'no valid bearer token');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(profile));
  }

  // Graph API: the profile under Facebook's names, only the fields asked for
  function graphMe(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const profile = bearer ? accessTokens.get(bearer) : undefined;
    if (!profile) return refuse(response, 401, 'invalid_token', 'no valid bearer token');
    const fields = url.searchParams.get('fields') ?? 'id,name';
    calls.graphFields.push(fields);
    const [firstName = '', lastName = ''] = profile.name.split(' ');
    const everything: Record<string, unknown> = {
      id: profile.sub,
      name: profile.name,
      email: profile.email,
      first_name: firstName,
      last_name: lastName,
      picture: { data: { url: profile.picture } },
    };
    const answer = Object.fromEntries(
      fields
        .split(',')
        .filter((f) => f in everything)
        .map((f) => [f, everything[f]]),
    );
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    if (request.method === 'GET' && url.pathname === '/authorize') return authorize(url, response);
    if (request.method === 'POST' && url.pathname === '/token') {
      return void token(request, response).catch((error: Error) =>
        refuse(response, 500, 'server_error', error.message),
      );
    }
    if (request.method === 'GET' && url.pathname === '/userinfo')
      return userinfo(request, response);
    if (request.method === 'GET' && url.pathname === '/me') return graphMe(url, request, response);
    refuse(response, 404, 'not_found', `${request.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    authorizationUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userInfoUrl: `${base}/userinfo`,
    graphMeUrl: `${base}/me`,
    calls,
    refusals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
