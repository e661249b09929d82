import type { Mailer } from '../../src/server/mail/mailer';
import type { TestServer } from './test-server';

export interface AuthEndpoint {
  method: string;
  /** The full path, under /api/auth. */
  path: string;
  /** The query and body keys better-auth's own schema names (empty when it does not say). */
  queryKeys: string[];
  bodyKeys: string[];
}

interface SchemaLike {
  shape?: Record<string, unknown>;
  def?: { innerType?: SchemaLike };
}

interface EndpointLike {
  path?: string;
  options?: {
    method?: string | string[];
    query?: SchemaLike;
    body?: SchemaLike;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

/** The keys of a zod object schema, looking through optional and default wrappers. */
function keysOf(schema: SchemaLike | undefined): string[] {
  let current = schema;
  while (current && !current.shape && current.def?.innerType) current = current.def.innerType;
  return current?.shape ? Object.keys(current.shape) : [];
}

/**
 * The endpoints behind the server's `/api/auth/*` route, read from a better-auth instance built by the
 * server's own createAuth: an endpoint a new version or plugin adds is swept without a change here.
 * Import this only after the server has started (better-auth reads NODE_ENV on import).
 */
export async function authEndpoints(
  app: TestServer,
  extraEnv: Record<string, string>,
): Promise<AuthEndpoint[]> {
  const { AUTH_BASE_PATH, createAuth } = await import('../../src/server/auth/better-auth');
  const { parseEnv } = await import('../../src/server/env');
  const env = parseEnv({ DATA_DIR: app.dataDir, PUBLIC_URL: app.url, ...extraEnv });
  // building it touches neither the database nor the mailer; it is only read
  const auth = createAuth({
    db: app.db,
    env,
    mailer: {} as Mailer,
    secret: 'sweep-only-'.padEnd(32, 'x'),
    logger: app.server.logger,
  });
  const endpoints: AuthEndpoint[] = [];
  for (const endpoint of Object.values(auth.api) as EndpointLike[]) {
    const { path, options } = endpoint;
    // the same endpoints better-auth's router serves
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const methods = [options.method ?? 'GET'].flat();
    for (const method of methods.flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]))) {
      endpoints.push({
        method,
        path: `${AUTH_BASE_PATH}${path}`,
        queryKeys: keysOf(options.query),
        bodyKeys: keysOf(options.body),
      });
    }
  }
  return endpoints;
}
