import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { API_ERROR_CODES } from '@shared/api-errors';
import type { Auth } from './auth/better-auth';
import type { DerivedKeys } from './auth/secret';
import { adminRoutes } from './admin/routes';
import { attendanceRoutes } from './attendance/routes';
import { accessMonitor } from './audit/access-monitor';
import { authRoutes } from './auth/routes';
import { bookingCodeRoutes } from './businesses/booking-code-routes';
import { calendarFeedRoutes } from './calendar-feeds/routes';
import { waitlistRoutes } from './waitlist/routes';
import { businessRoutes } from './businesses/routes';
import { clientLinkRoutes } from './client-link/routes';
import { clientRoutes } from './clients/routes';
import { configRoutes } from './config/routes';
import { dashboardRoutes } from './dashboard/routes';
import { earningsRoutes } from './earnings/routes';
import { exportRoutes } from './exports/routes';
import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import { healthRoutes } from './health/routes';
import { speakTheRequestLanguage } from './i18n/request-locale';
import { requests } from './messages/requests';
import { invoiceRoutes } from './invoices/routes';
import { privateByDefault } from './http/caching';
import { compressAnswers } from './http/compression';
import { clientIp } from './http/client-ip';
import type { AppEnv } from './http/context';
import { errorBody, handleError, payloadTooLarge } from './http/errors';
import { rateLimit } from './http/rate-limit';
import { inlineScriptSources, PAGE_WITHOUT_DATA } from './http/server-render';
import { staticSite } from './http/static-site';
import { bookingPageData } from './public-booking/server-data';
import { discoverPageData } from './discover/server-data';
import { textGuard } from './http/text-guard';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { payoutRoutes } from './payouts/routes';
import { pushRoutes } from './push/routes';
import { announcePaymentOutcome } from './bookings/payment-notices';
import { ownerBookingRoutes } from './owner-bookings/routes';
import type { PaymentOutcome } from './payments/fulfil-payment';
import type { PaymentProvider } from './payments/provider';
import { testCheckoutRoutes } from './payments/test-checkout';
import { bookingRefundRoute, ownerPaymentRoutes } from './payments/owner-routes';
import { createWebhookReceiver, type WebhookReceiver } from './payments/webhook-receiver';
import { paymentWebhookRoutes } from './payments/webhook-routes';
import { createPublicReads, type PublicReads } from './public-booking/page-cache';
import { channelRoutes } from './dialog/routes';
import { publicBookingRoutes, type PublicDeps } from './public-booking/routes';
import { discoverRoutes } from './discover/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { apiV1Routes } from './api-v1/routes';
import { webhookRoutes } from './webhooks/routes';
import { apiReferenceRoutes } from './api-v1/reference';
import { ownerReviewRoutes, publicReviewRoutes, reviewLinkRoutes } from './reviews/routes';
import { accountRoutes } from './roles/routes';
import { serviceRoutes } from './services/routes';
import { staffRoutes } from './staff/routes';
import { staffDashboardRoutes } from './staff-dashboard/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import type { Storage } from './storage/storage';
import { uploadsRoute } from './storage/uploads-route';
import { testPromptRoute } from './test-channels/prompt';
import { testChannelRoutes } from './test-channels/routes';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  keys: DerivedKeys;
  mailer: Mailer;
  storage: Storage;
  provider: PaymentProvider;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_PATHS = ['/api/business/logo', '/api/services/:serviceId/images'];

/** Image hosts on plain http (a local tile server or bucket in development) must be named in the CSP. */
function plainHttpOrigins(env: Env): string[] {
  const urls = [env.mapTileUrl.replace(/\{[a-z]\}/g, 'x'), env.s3?.publicUrl].filter(
    (url): url is string => Boolean(url),
  );
  return urls.filter((url) => url.startsWith('http://')).map((url) => new URL(url).origin);
}

function apiRoutes(deps: AppDeps) {
  const { auth, database } = deps;
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(database))
    .route(
      '/auth',
      authRoutes({
        auth,
        db: database.db,
        deviceKey: deps.keys.knownDevice,
        codeKey: deps.keys.signInCode,
        isSecure: deps.env.publicUrl.startsWith('https://'),
        mailer: deps.mailer,
        logger: deps.logger,
      }),
    )
    .route(
      '/business',
      businessRoutes({ auth, db: database.db, storage: deps.storage, logger: deps.logger }),
    )
    .route('/business/payouts', payoutRoutes({ auth, db: database.db, provider: deps.provider }))
    .route('/business/earnings', earningsRoutes({ auth, db: database.db }))
    .route('/business/reviews', ownerReviewRoutes({ auth, db: database.db }))
    .route('/business/api-keys', apiKeyRoutes({ auth, db: database.db }))
    .route(
      '/business/webhooks',
      webhookRoutes({ auth, db: database.db, testOrigins: deps.env.webhookTestOrigins }),
    )
    .route('/v1', apiV1Routes(publicDeps(deps)))
    .route('/', bookingCodeRoutes({ auth, db: database.db, env: deps.env }))
    .route('/', calendarFeedRoutes({ auth, db: database.db, publicUrl: deps.env.publicUrl }))
    .route('/dashboard', dashboardRoutes({ auth, db: database.db }))
    .route(
      '/services',
      serviceRoutes({ auth, db: database.db, storage: deps.storage, logger: deps.logger }),
    )
    .route('/config', configRoutes(deps.env))
    .route('/bookings', ownerBookingRoutes({ auth, ...publicDeps(deps) }))
    .route('/bookings', bookingRefundRoute({ auth, ...publicDeps(deps) }))
    .route('/business/payments', ownerPaymentRoutes({ auth, ...publicDeps(deps) }))
    .route(
      '/subscription',
      subscriptionRoutes({
        auth,
        db: database.db,
        provider: deps.provider,
        publicUrl: deps.env.publicUrl,
      }),
    )
    .route('/clients', clientRoutes({ auth, db: database.db }))
    .route('/staff', staffRoutes({ auth, db: database.db }))
    .route('/staff-dashboard', staffDashboardRoutes({ auth, db: database.db }))
    .route('/attendance', attendanceRoutes({ auth, db: database.db, logger: deps.logger }))
    .route(
      '/invoices',
      invoiceRoutes({ auth, db: database.db, mailer: deps.mailer, logger: deps.logger }),
    )
    .route('/push', pushRoutes({ auth, db: database.db, env: deps.env }))
    .route('/exports', exportRoutes({ auth, db: database.db, logger: deps.logger }))
    .route('/public/discover', discoverRoutes(database.db))
    .route('/public', publicBookingRoutes(publicDeps(deps), publicReads(deps)))
    .route('/public', publicReviewRoutes({ db: database.db }))
    .route('/', waitlistRoutes({ auth, ...publicDeps(deps) }))
    .route('/channels', channelRoutes(publicDeps(deps), publicReads(deps), deps.env.messaging))
    .route('/channels', testPromptRoute({ db: database.db, provider: deps.provider }))
    .route('/reviews', reviewLinkRoutes({ db: database.db }))
    .route('/my-booking', clientLinkRoutes(publicDeps(deps)))
    .route(
      '/webhooks/payments',
      paymentWebhookRoutes({
        provider: deps.provider,
        receiver: webhookReceiver(deps),
        logger: deps.logger,
      }),
    )
    .route('/admin', adminRoutes({ auth, db: database.db, provider: deps.provider }))
    .route('/', accountRoutes({ auth, db: database.db }));
}

export type AppType = ReturnType<typeof apiRoutes>;

function publicDeps(deps: AppDeps): PublicDeps {
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    logger: deps.logger,
    provider: deps.provider,
    publicUrl: deps.env.publicUrl,
  };
}

function announcer(deps: AppDeps) {
  return (outcome: PaymentOutcome) => announcePaymentOutcome(publicDeps(deps), outcome);
}

const readCaches = new WeakMap<AppDeps, PublicReads>();

/**
 * One cache of public booking pages and one of public availability per app (docs/decisions/0041):
 * the API and the server-rendered page read through them.
 */
function publicReads(deps: AppDeps) {
  let reads = readCaches.get(deps);
  if (!reads) {
    reads = createPublicReads(deps.database.db, deps.database.announcements);
    readCaches.set(deps, reads);
  }
  return reads;
}

const receivers = new WeakMap<AppDeps, WebhookReceiver>();

/** One webhook receiver per app: the webhook route and the test checkout page deliver to it. */
function webhookReceiver(deps: AppDeps): WebhookReceiver {
  let receiver = receivers.get(deps);
  if (!receiver) {
    receiver = createWebhookReceiver({
      db: deps.database.db,
      provider: deps.provider,
      logger: deps.logger,
      onOutcome: announcer(deps),
    });
    receivers.set(deps, receiver);
  }
  return receiver;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.logger));

  app.use(requestId());
  app.use(speakTheRequestLanguage());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // the time spent in the app, for browsers' developer tools and the benchmark
    try {
      c.res.headers.set('Server-Timing', `app;dur=${ms}`);
    } catch {
      // some responses (redirects) carry immutable headers; the log line below still has the time
    }
    deps.logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms,
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // two small scripts are inline on the pages the server renders (docs/decisions/0040)
        scriptSrc: ["'self'", ...inlineScriptSources(deps.env.webDistDir)],
        // Radix positions popovers with inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...plainHttpOrigins(deps.env)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  app.use('/api/*', privateByDefault());
  app.use('/api/*', compressAnswers());
  app.use('/api/*', clientIp(deps.env.trustProxy));
  // security monitors (docs/product/owner-area.md §9 Limits): the per-endpoint limit, then the refusals' events
  const monitorDeps = { db: deps.database.db, logger: deps.logger };
  app.use('/api/*', rateLimit(monitorDeps, { limit: deps.env.requestLimitPerMinute }));
  app.use('/api/*', accessMonitor(monitorDeps));
  app.use(
    '/api/*',
    // upload routes set their own, larger limit; a read has no body to limit (and asking for one
    // would build the whole web Request the adapter otherwise spares)
    except(
      [...UPLOAD_PATHS, (c) => c.req.method === 'GET' || c.req.method === 'HEAD'],
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: (c) => payloadTooLarge(c),
      }),
    ),
  );
  // after the size limit, so an oversized body is refused before anything reads it
  app.use(textGuard());
  app.route('/api', apiRoutes(deps));
  app.all('/api/*', (c) =>
    c.json(errorBody(API_ERROR_CODES.notFound, requests('noEndpoint')), 404),
  );

  // before the site, whose fallback answers every other path with the app's HTML
  app.route('/', uploadsRoute(deps.env.dataDir));
  app.route('/developers/reference', apiReferenceRoutes());
  if (deps.provider.id === 'test') {
    app.route(
      '/pay/test',
      testCheckoutRoutes({
        db: deps.database.db,
        receiver: webhookReceiver(deps),
        secret: deps.keys.testWebhook,
      }),
    );
  }
  app.route(
    '/test',
    testChannelRoutes({
      db: deps.database.db,
      ussdCode: deps.env.messaging.ussdCode,
      isTestChat: !deps.env.messaging.whatsapp && !deps.env.messaging.whatsappWebhook,
    }),
  );
  app.route(
    '/',
    staticSite({
      distDir: deps.env.webDistDir,
      logger: deps.logger,
      pageData: async (pathname, search) =>
        (await bookingPageData(deps.database.db, publicReads(deps), deps.logger, pathname)) ??
        (await discoverPageData(deps.database.db, deps.logger, pathname, search)) ??
        PAGE_WITHOUT_DATA,
      loadRendererNow: deps.env.nodeEnv === 'production',
      publicUrl: deps.env.publicUrl,
    }),
  );
  return app;
}
