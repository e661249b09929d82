import path from 'node:path';
import { z } from 'zod';
import type { Env, LogLevel, OAuthProviderEnv } from './env-types';
import { parseTrustProxy } from './http/trusted-proxies';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const postgresUrl = z
  .url({ error: 'must be a URL such as postgres://user:password@host:5432/miadi' })
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Comma-separated origins (http or https, host and port, no path). */
const originList = z
  .string()
  .transform((value, context) => {
    const origins = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = origins.find((entry) => originOf(entry) === undefined);
    if (wrong === undefined) return origins.map((entry) => originOf(entry) ?? entry);
    context.addIssue({
      code: 'custom',
      message: `must be comma-separated origins such as https://push.example.com:8443 (http or https, host and port, no path); "${wrong}" is not`,
    });
    return z.NEVER;
  })
  .default([]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SERVER_PROCESSES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 64')
    .max(64, 'must be between 1 and 64')
    .default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://miadi.example' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] satisfies LogLevel[])
    .default('info'),
  SEED_DEMO: flag.default(true),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if ('error' in trust) {
        context.addIssue({ code: 'custom', message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  // the figure of docs/product/owner-area.md §9 Limits; a test server raises it, so suites of many requests can run
  REQUEST_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(100),
  SMTP_URL: z
    .url({ error: 'must be a URL such as smtp://user:password@smtp.example.com:587' })
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Miadi <no-reply@miadi.co.ke>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v24.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v24.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v24.0/me'),
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => /^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value),
      'must be a tile URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must be a Paystack secret key (sk_test_... or sk_live_...)')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Paystack public key (pk_test_... or pk_live_...)')
    .optional(),
  PAYSTACK_API_URL: z.url().default('https://api.paystack.co'),
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      (value) => isBase64UrlOf(value, 65),
      'must be a VAPID public key: 65 bytes in URL-safe base64 (as `npx web-push generate-vapid-keys` prints)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine(
      (value) => isBase64UrlOf(value, 32),
      'must be a VAPID private key: 32 bytes in URL-safe base64 (as `npx web-push generate-vapid-keys` prints)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:\S+@\S+|https:\/\/\S+)$/,
      'must be a mailto: address or an https:// URL the push services can reach you at',
    )
    .optional(),
  PUSH_SERVICE_ORIGINS: originList,
  WEBHOOK_TEST_ORIGINS: originList,
  AFRICASTALKING_USERNAME: z.string().min(1).max(100).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).max(500).optional(),
  AFRICASTALKING_API_URL: z
    .url({ error: 'must be a URL such as https://api.africastalking.com' })
    .default('https://api.africastalking.com'),
  AFRICASTALKING_SENDER_ID: z
    .string()
    .max(20, 'must be at most 20 characters (a sender ID or short code)')
    .optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the phone number ID from WhatsApp Manager (digits only)')
    .optional(),
  WHATSAPP_API_URL: z
    .url({ error: 'must be a URL such as https://graph.facebook.com/v21.0' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code such as en or en_US')
    .default('en'),
  WHATSAPP_APP_SECRET: z.string().min(1).max(200).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).max(200).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'must be the WhatsApp number clients message, such as 254712345678')
    .transform((value) => value.replace(/^\+/, ''))
    .optional(),
  USSD_CODE: z
    .string()
    .regex(/^\*\d+(\*\d+)*#$/, 'must be a USSD service code such as *384*4545#')
    .optional(),
});

/** A key in URL-safe base64 (no padding) that decodes to exactly `bytes` bytes. */
function isBase64UrlOf(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

/** An http(s) origin written alone (no path, query or credentials), normalised; else undefined. */
function originOf(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined;
  const url = new URL(entry);
  const isBare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  return isBare ? url.origin : undefined;
}

/** The e-mail address inside a From line such as 'Miadi <no-reply@miadi.co.ke>'. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

export type {
  AfricasTalkingEnv,
  Env,
  MessagingEnv,
  OAuthProviderEnv,
  PaystackEnv,
  S3Env,
  VapidEnv,
  WhatsAppEnv,
} from './env-types';

export class EnvError extends Error {}

// values that may carry a password or key are never echoed in an error
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'PAYSTACK_SECRET_KEY',
  'VAPID_PRIVATE_KEY',
  'AFRICASTALKING_API_KEY',
  'WHATSAPP_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
]);

// credentials that only work together, and what leaving both out means
const PAIRED_VARIABLES = [
  ['PAYSTACK_SECRET_KEY', 'PAYSTACK_PUBLIC_KEY', 'for the test provider'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'to have a pair made and kept in the database'],
  [
    'AFRICASTALKING_USERNAME',
    'AFRICASTALKING_API_KEY',
    'to write text messages to the outbox folder',
  ],
  ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'to write WhatsApp messages to the outbox folder'],
  ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', "to take the test chat page's messages only"],
] as const;

type ParsedEnv = z.infer<typeof EnvSchema>;

/** A sign-in provider's settings, when both its client id and secret are set. */
function oauthProvider(
  env: ParsedEnv,
  prefix: 'GOOGLE' | 'FACEBOOK',
): OAuthProviderEnv | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`],
    tokenUrl: env[`${prefix}_TOKEN_URL`],
    userInfoUrl: env[`${prefix}_USERINFO_URL`],
  };
}

/** Parses the process environment; a wrong value throws an EnvError naming the variable and the rule. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // an empty variable counts as unset, the way shells and .env files usually mean it
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const shown = SECRET_VARIABLES.has(name) ? '' : ` (got "${source[name] ?? ''}")`;
    throw new EnvError(`${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const env = parsed.data;
  for (const [first, second, otherwise] of PAIRED_VARIABLES) {
    if (Boolean(env[first]) !== Boolean(env[second])) {
      throw new EnvError(`${first} and ${second} must be set together (or neither, ${otherwise})`);
    }
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    processes: env.SERVER_PROCESSES,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    authSecret: env.AUTH_SECRET,
    trustProxy: env.TRUST_PROXY,
    requestLimitPerMinute: env.REQUEST_LIMIT_PER_MINUTE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google: oauthProvider(env, 'GOOGLE'),
    facebook: oauthProvider(env, 'FACEBOOK'),
    mapTileUrl: env.MAP_TILE_URL,
    mapAttribution: env.MAP_ATTRIBUTION,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: (
            env.S3_PUBLIC_URL ?? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`
          ).replace(/\/$/, ''),
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    paystack:
      env.PAYSTACK_SECRET_KEY && env.PAYSTACK_PUBLIC_KEY
        ? {
            secretKey: env.PAYSTACK_SECRET_KEY,
            publicKey: env.PAYSTACK_PUBLIC_KEY,
            apiUrl: env.PAYSTACK_API_URL.replace(/\/$/, ''),
          }
        : undefined,
    vapid: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? `mailto:${addressOf(env.MAIL_FROM)}`,
    },
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS,
    webhookTestOrigins: env.WEBHOOK_TEST_ORIGINS,
    messaging: {
      africasTalking:
        env.AFRICASTALKING_USERNAME && env.AFRICASTALKING_API_KEY
          ? {
              username: env.AFRICASTALKING_USERNAME,
              apiKey: env.AFRICASTALKING_API_KEY,
              apiUrl: env.AFRICASTALKING_API_URL.replace(/\/$/, ''),
              senderId: env.AFRICASTALKING_SENDER_ID,
            }
          : undefined,
      whatsapp:
        env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: env.WHATSAPP_TOKEN,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, ''),
            }
          : undefined,
      templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
      whatsappWebhook:
        env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN
          ? { appSecret: env.WHATSAPP_APP_SECRET, verifyToken: env.WHATSAPP_VERIFY_TOKEN }
          : undefined,
      whatsappNumber: env.WHATSAPP_NUMBER,
      ussdCode: env.USSD_CODE,
    },
  };
}
