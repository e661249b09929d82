import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer, mailFailure } from './mailer';

const mail = (to: string) => ({
  to,
  subject: 'Your booking',
  text: 'See you soon',
  html: '<p>See you soon</p>',
});

describe('the mailer without SMTP', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-mailer-'));
  const mailDir = path.join(dataDir, 'mail');
  const mailer = createMailer({
    from: 'Miadi <no-reply@miadi.co.ke>',
    dataDir,
    logger: createLogger('silent'),
  });
  afterEach(() => fs.rmSync(mailDir, { recursive: true, force: true }));

  it('writes each mail as an .eml file, making the folder when it is missing', async () => {
    expect((await mailer.send(mail('mary@example.com'))).messageId).toMatch(/^<.+@.+>$/);
    await mailer.send(mail('john@example.com'));
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(2);
    const text = fs.readFileSync(
      path.join(
        mailDir,
        files.find((f) => f.includes('mary'))!,
      ),
      'utf8',
    );
    expect(text).toContain('Subject: Your booking');
    expect(text).toContain('To: mary@example.com');
  });

  it('keeps two mails to one address sent at once', async () => {
    await Promise.all([
      mailer.send(mail('mary@example.com')),
      mailer.send(mail('mary@example.com')),
    ]);
    expect(fs.readdirSync(mailDir)).toHaveLength(2);
  });

  it('makes the folder again when it was removed while running', async () => {
    await mailer.send(mail('mary@example.com'));
    fs.rmSync(mailDir, { recursive: true });
    await mailer.send(mail('mary@example.com'));
    expect(fs.readdirSync(mailDir)).toHaveLength(1);
  });
});

describe('what a failed send means', () => {
  const smtpError = (responseCode: number, code = 'EENVELOPE') =>
    Object.assign(new Error(`Can't send mail - all recipients were rejected: ${responseCode}`), {
      responseCode,
      code,
    });

  it('takes SMTP 4xx answers and broken connections as temporary, 5xx as permanent', () => {
    expect(mailFailure(smtpError(421, 'EENVELOPE')).isTemporary).toBe(true);
    expect(mailFailure(smtpError(451)).isTemporary).toBe(true);
    expect(mailFailure(smtpError(550)).isTemporary).toBe(false);
    expect(mailFailure(smtpError(535, 'EAUTH')).isTemporary).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
    expect(mailFailure(refused)).toEqual({
      error: 'Mail not sent: connect ECONNREFUSED',
      isTemporary: true,
    });
    expect(
      mailFailure(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))
        .isTemporary,
    ).toBe(true);
    expect(
      mailFailure(Object.assign(new Error('bad message'), { code: 'EMESSAGE' })).isTemporary,
    ).toBe(false);
  });
});
