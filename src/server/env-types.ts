/** What the server's configuration is once parsed from the environment (see env.ts and the README). */
import type { TrustProxy } from './http/trusted-proxies';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface S3Env {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where the bucket's objects are read publicly, without a trailing slash. */
  publicUrl: string;
  forcePathStyle: boolean;
}

export interface OAuthProviderEnv {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface PaystackEnv {
  secretKey: string;
  publicKey: string;
  /** Paystack's API address; tests point it at a local fake. */
  apiUrl: string;
}

export interface Env {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  /** Server processes sharing the port (Node's cluster); above 1 needs PostgreSQL. */
  processes: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  webDistDir: string;
  authSecret: string | undefined;
  /** The proxies believed about the client's address in X-Forwarded-For (none by default). */
  trustProxy: TrustProxy;
  /** Requests one address may make to one endpoint in a minute before 429 (docs/product/owner-area.md §9 Limits). */
  requestLimitPerMinute: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: OAuthProviderEnv | undefined;
  facebook: OAuthProviderEnv | undefined;
  mapTileUrl: string;
  mapAttribution: string;
  /** Uploads go to this S3-compatible bucket when set, else to `$DATA_DIR/uploads`. */
  s3: S3Env | undefined;
  /** Client payments go through Paystack when its keys are set, else the built-in test provider. */
  paystack: PaystackEnv | undefined;
  /** Web push: the keys from the environment when set, else made once and kept in the database. */
  vapid: VapidEnv;
  /**
   * Push services the operator runs themselves (PUSH_SERVICE_ORIGINS), as origins: taken as
   * subscription endpoints besides the browsers' own, and reached wherever they are.
   */
  pushServiceOrigins: string[];
  /**
   * Webhook receivers reached without the private-address check, on http too
   * (WEBHOOK_TEST_ORIGINS): for tests and a local receiver, never for production.
   */
  webhookTestOrigins: string[];
  /** SMS and WhatsApp providers for messages to clients and owners. */
  messaging: MessagingEnv;
}

export interface AfricasTalkingEnv {
  username: string;
  apiKey: string;
  /** The API's address without a trailing slash; the sandbox's, or a local fake in tests. */
  apiUrl: string;
  senderId: string | undefined;
}

export interface WhatsAppEnv {
  token: string;
  phoneNumberId: string;
  /** The Graph API's address with its version, without a trailing slash. */
  apiUrl: string;
}

export interface MessagingEnv {
  /** SMS through Africa's Talking when set, else to `$DATA_DIR/outbox/`. */
  africasTalking: AfricasTalkingEnv | undefined;
  /** WhatsApp through the Cloud API when set, else to `$DATA_DIR/outbox/`. */
  whatsapp: WhatsAppEnv | undefined;
  /** The language code template messages go out in unless a message names its own. */
  templateLanguage: string;
  /**
   * The WhatsApp webhook's keys: each POST is checked against the app secret, and the GET
   * handshake answers the verify token. Unset, the webhook takes only the test chat page's
   * messages, and only while WhatsApp itself is unset (docs/decisions/0075).
   */
  whatsappWebhook: { appSecret: string; verifyToken: string } | undefined;
  /** The platform's WhatsApp number in digits, for wa.me links; unset, links open the test chat. */
  whatsappNumber: string | undefined;
  /** The USSD service code clients dial (*384*4545#); unset, the test USSD phone stands in. */
  ussdCode: string | undefined;
}

export interface VapidEnv {
  keys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services can contact about this sender (mailto: or https:). */
  subject: string;
}
