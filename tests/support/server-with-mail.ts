import { startMailServer, type MailServer } from './mail-server';
import type { TestServer } from './test-server';

export interface ServerWithMail {
  app: TestServer;
  mail: MailServer;
  /** Stops the server (dropping its database) and the mail server. */
  close: () => Promise<void>;
}

/**
 * A mail server and a test server on a fresh database that sends its mail there. With `isAuth`,
 * the server runs better-auth as in production (see startAuthTestServer); the test server module is
 * then loaded only after that has changed the environment, so this file imports it late.
 */
export async function startServerWithMail(
  env: Record<string, string> = {},
  { isAuth = false }: { isAuth?: boolean } = {},
): Promise<ServerWithMail> {
  const mail = await startMailServer();
  try {
    const start = isAuth
      ? (await import('./auth-client')).startAuthTestServer
      : (await import('./test-server')).startTestServer;
    const app = await start({ SMTP_URL: mail.url, ...env });
    return {
      app,
      mail,
      close: async () => {
        await app.close();
        await mail.close();
      },
    };
  } catch (error) {
    await mail.close();
    throw error;
  }
}
