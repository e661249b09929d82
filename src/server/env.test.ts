import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.databaseUrl).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.seedDemo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://miadi.co.ke/' }).publicUrl).toBe('https://miadi.co.ke');
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535 (got "70000")'],
    [{ PORT: 'abc' }, 'PORT must be a number (got "abc")'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe")'],
    [
      { DATABASE_URL: 'mysql://u:secret@h/db' },
      'DATABASE_URL must start with postgres:// or postgresql://',
    ],
  ])('names the variable and the rule for %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('never echoes a database URL, which may hold a password', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url with secret' })).toThrow(
      /^DATABASE_URL [^"]*$/,
    );
  });

  it('takes payments through Paystack only when both keys are set', () => {
    expect(parseEnv({}).paystack).toBeUndefined();
    const env = parseEnv({
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
      PAYSTACK_PUBLIC_KEY: 'pk_test_abc123',
      PAYSTACK_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(env.paystack).toEqual({
      secretKey: 'sk_test_abc123',
      publicKey: 'pk_test_abc123',
      apiUrl: 'http://127.0.0.1:9999',
    });
    expect(
      parseEnv({ PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' }).paystack
        ?.apiUrl,
    ).toBe('https://api.paystack.co');
    expect(() => parseEnv({ PAYSTACK_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY must be set together',
    );
  });

  it('reads the webhook test origins as the push origins are read', () => {
    expect(parseEnv({}).webhookTestOrigins).toEqual([]);
    expect(parseEnv({ WEBHOOK_TEST_ORIGINS: 'http://127.0.0.1:5750/' }).webhookTestOrigins).toEqual(
      ['http://127.0.0.1:5750'],
    );
    expect(() => parseEnv({ WEBHOOK_TEST_ORIGINS: 'http://127.0.0.1:5750/hooks' })).toThrow();
  });

  it("reads the operator's own push services as origins, and refuses anything else", () => {
    expect(parseEnv({}).pushServiceOrigins).toEqual([]);
    expect(
      parseEnv({ PUSH_SERVICE_ORIGINS: ' https://Push.Example.com:443/ , http://127.0.0.1:8080' })
        .pushServiceOrigins,
    ).toEqual(['https://push.example.com', 'http://127.0.0.1:8080']);
    for (const wrong of [
      'push.example.com',
      'ftp://push.example.com',
      'https://push.example.com/wp',
    ]) {
      expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: `https://ok.example,${wrong}` })).toThrow(
        `PUSH_SERVICE_ORIGINS must be comma-separated origins such as https://push.example.com:8443 (http or https, host and port, no path); "${wrong}" is not`,
      );
    }
  });

  it('never echoes a Paystack secret key', () => {
    expect(() =>
      parseEnv({ PAYSTACK_SECRET_KEY: 'secret-value', PAYSTACK_PUBLIC_KEY: 'pk_test_1' }),
    ).toThrow(/^PAYSTACK_SECRET_KEY must be a Paystack secret key[^"]*$/);
  });
  it('sends SMS and WhatsApp only when both of each pair are set', () => {
    expect(parseEnv({}).messaging).toStrictEqual({
      africasTalking: undefined,
      whatsapp: undefined,
      templateLanguage: 'en',
      whatsappWebhook: undefined,
      whatsappNumber: undefined,
      ussdCode: undefined,
    });
    const env = parseEnv({
      AFRICASTALKING_USERNAME: 'sandbox',
      AFRICASTALKING_API_KEY: 'atsk_1',
      AFRICASTALKING_API_URL: 'https://api.sandbox.africastalking.com/',
      WHATSAPP_TOKEN: 'EAAG1',
      WHATSAPP_PHONE_NUMBER_ID: '1065403',
    });
    expect(env.messaging.africasTalking).toEqual({
      username: 'sandbox',
      apiKey: 'atsk_1',
      apiUrl: 'https://api.sandbox.africastalking.com',
      senderId: undefined,
    });
    expect(env.messaging.whatsapp).toEqual({
      token: 'EAAG1',
      phoneNumberId: '1065403',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(() => parseEnv({ AFRICASTALKING_API_KEY: 'atsk_1' })).toThrow(
      'AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY must be set together',
    );
    expect(() => parseEnv({ WHATSAPP_TOKEN: 'EAAG1' })).toThrow(
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together',
    );
    expect(() => parseEnv({ WHATSAPP_PHONE_NUMBER_ID: '+254 7' })).toThrow(
      /^WHATSAPP_PHONE_NUMBER_ID must be the phone number ID/,
    );
  });

  it('reads the chat and USSD settings, and never echoes the webhook keys', () => {
    const env = parseEnv({
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_NUMBER: '+254712345678',
      USSD_CODE: '*384*4545#',
    });
    expect(env.messaging).toMatchObject({
      whatsappWebhook: { appSecret: 'app-secret', verifyToken: 'verify-me' },
      whatsappNumber: '254712345678',
      ussdCode: '*384*4545#',
    });
    expect(() => parseEnv({ WHATSAPP_APP_SECRET: 'app-secret' })).toThrow(
      'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set together',
    );
    expect(() => parseEnv({ WHATSAPP_NUMBER: '0712 345 678' })).toThrow(
      /^WHATSAPP_NUMBER must be the WhatsApp number clients message/,
    );
    expect(() => parseEnv({ USSD_CODE: '*384*4545' })).toThrow(
      'USSD_CODE must be a USSD service code such as *384*4545# (got "*384*4545")',
    );
    expect(() =>
      parseEnv({ WHATSAPP_APP_SECRET: 'x'.repeat(201), WHATSAPP_VERIFY_TOKEN: 'v' }),
    ).toThrow(/^WHATSAPP_APP_SECRET [^"]*$/);
  });

  it('reads TRUST_PROXY as none, a number of proxies or their addresses', () => {
    expect(parseEnv({}).trustProxy).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toMatchObject({
      kind: 'addresses',
    });
    expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/^TRUST_PROXY must be false, true/);
  });
});
