import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

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
    await mailer.send(mail('mary@example.com'));
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
