/**
 * The push services the browsers use, by the hosts their vendors document, and the operator's own
 * (PUSH_SERVICE_ORIGINS). The server posts to every stored endpoint for each booking, so nothing
 * else is stored or reached (docs/decisions/0053).
 */

// Chrome, Opera, Samsung Internet and other Chromium browsers: Firebase Cloud Messaging
// (fcm.googleapis.com/fcm/send/ and /wp/; android.googleapis.com is GCM's older name).
// Firefox: Mozilla's autopush.
const BROWSER_PUSH_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
]);

// Safari: Apple says to allow *.push.apple.com (web.push.apple.com today). Edge, the Chromium one
// as the older one: Windows Push Notification Services, *.notify.windows.com.
const BROWSER_PUSH_DOMAINS = ['.push.apple.com', '.notify.windows.com'];

/** Which kind of push service an endpoint is: a browser vendor's, the operator's, or neither. */
export type PushServiceKind = 'browser' | 'operator';

function isBrowserPushService(url: URL): boolean {
  // https on the default port only, and no credentials: nothing a vendor's endpoint ever has
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname;
  return (
    BROWSER_PUSH_HOSTS.has(host) ||
    BROWSER_PUSH_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length)
  );
}

/**
 * The kind of push service an endpoint points at, or null when it is none we send to. The operator's
 * origins (scheme, host and port, as PUSH_SERVICE_ORIGINS lists them) are taken wherever they are.
 */
export function pushServiceOf(
  endpoint: string,
  operatorOrigins: readonly string[],
): PushServiceKind | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (operatorOrigins.includes(url.origin) && !url.username && !url.password) return 'operator';
  return isBrowserPushService(url) ? 'browser' : null;
}
