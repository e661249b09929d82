import { Hono } from 'hono';
import { SOCIAL_PROVIDERS } from '@shared/auth';
import type { Env } from '../env';

/**
 * Settings the browser needs at run time (the map's tile server can change without a rebuild), and
 * the social sign-in providers that have keys: a button that can only fail is not shown.
 */
export function configRoutes(env: Env) {
  const signInProviders = SOCIAL_PROVIDERS.filter((provider) => env[provider] !== undefined);
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      mapTileUrl: env.mapTileUrl,
      mapAttribution: env.mapAttribution,
      signInProviders,
    });
  });
}
