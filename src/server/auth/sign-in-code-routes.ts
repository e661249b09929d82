import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-errors';
import { SIGN_IN_CODE, SignInCodeRequestSchema, SignInCodeSchema } from '@shared/auth';
import { SIGN_IN_CODE_MESSAGES } from '@shared/auth-messages';
import { recordSecurityEvent } from '../audit/security-events';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import type { AppEnv } from '../http/context';
import { errorBody } from '../http/errors';
import { jsonBody } from '../http/validation';
import type { Logger } from '../logger';
import { signInCodeEmail } from '../mail/account-emails';
import type { AccountMailer } from './account-mailer';
import { displayName } from './better-auth';
import { knownDeviceCookie, knownDeviceId } from './known-device';
import { checkSignInCode, issueSignInCode } from './sign-in-codes';
import { forgiveFailures } from './sign-in-guard';

/**
 * POST /sign-in-code/send and /sign-in-code/verify under /api/auth: a browser the sign-in throttle
 * refuses asks for a code by mail, and a right code makes it known to the account, as a completed
 * password reset does (docs/decisions/0056). The password is still needed afterwards.
 */
export function signInCodeRoutes({
  db,
  accountMailer,
  codeKey,
  deviceKey,
  isSecure,
  logger,
}: {
  db: Database;
  accountMailer: AccountMailer;
  /** Keys the stored code hashes. */
  codeKey: string;
  /** Signs the known-device cookie. */
  deviceKey: string;
  isSecure: boolean;
  logger: Logger;
}) {
  const app = new Hono<AppEnv>();

  // the same answer whether the account exists, is unconfirmed, or has had its share of mails
  app.post('/sign-in-code/send', jsonBody(SignInCodeRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        firstName: users.firstName,
        emailVerified: users.emailVerified,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.email, email));
    // an unconfirmed account cannot sign in with a code either: its confirmation mail is the way
    if (user?.emailVerified) {
      try {
        await accountMailer.send({
          kind: 'sign-in-code',
          user,
          ipAddress: c.var.clientIp,
          compose: async () =>
            signInCodeEmail(
              displayName(user),
              await issueSignInCode(db, { key: codeKey, userId: user.id }),
              SIGN_IN_CODE.validMinutes,
            ),
        });
      } catch (error) {
        // a mail server that failed must not tell the caller this account exists
        logger.error({ err: error }, 'sign-in code mail not sent');
      }
    }
    return c.json({ status: true });
  });

  app.post('/sign-in-code/verify', jsonBody(SignInCodeSchema), async (c) => {
    const { email, code } = c.req.valid('json');
    const ipAddress = c.var.clientIp;
    const result = await checkSignInCode(db, { key: codeKey, email, code, ipAddress });
    if (result.outcome === 'refused') {
      await recordSecurityEvent(db, {
        type: 'SIGN_IN_CODE_FAILED',
        ipAddress,
        details: { email, throttled: true },
      });
      return c.json(errorBody(API_ERROR_CODES.tooManyAttempts, SIGN_IN_CODE_MESSAGES.tooMany), 429);
    }
    if (result.outcome === 'wrong') {
      await recordSecurityEvent(db, {
        type: 'SIGN_IN_CODE_FAILED',
        userId: result.userId,
        ipAddress,
        details: { email },
      });
      return c.json(errorBody('INVALID_SIGN_IN_CODE', SIGN_IN_CODE_MESSAGES.wrong), 400);
    }
    // the browser proved it reads the account's mail: its address's failures are forgiven, and the
    // known-device cookie lets its own password attempt past the account-wide lock
    await forgiveFailures(db, { email, ipAddress, deviceId: knownDeviceId(c, deviceKey, email) });
    await recordSecurityEvent(db, {
      type: 'SIGN_IN_CODE_USED',
      userId: result.userId,
      ipAddress,
      details: { email },
    });
    c.header('set-cookie', knownDeviceCookie(c, { key: deviceKey, email, isSecure }), {
      append: true,
    });
    return c.json({ status: true });
  });

  return app;
}
