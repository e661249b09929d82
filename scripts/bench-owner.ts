// what the benchmarks that run a real server need: a free port, and a signed-in owner with a business
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import PostalMime from 'postal-mime';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Signs up, follows the confirmation link from the mail file, signs in and creates a business. */
export async function ownerCookie(base: string, dataDir: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  const post = (url: string, body: unknown, cookie = '') =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Str0ng!Pass';
  const signUp = await post('/api/auth/sign-up/email', {
    firstName: 'Bench',
    lastName: 'Owner',
    country: 'KE',
    email,
    password,
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const mailDir = path.join(dataDir, 'mail');
  let mailFile: string | undefined;
  for (let tries = 0; !mailFile && tries < 100; tries++) {
    await sleep(100);
    mailFile = fs.existsSync(mailDir) ? fs.readdirSync(mailDir)[0] : undefined;
  }
  if (!mailFile) throw new Error('no confirmation mail was written');
  const mail = await PostalMime.parse(fs.readFileSync(path.join(mailDir, mailFile)));
  const link = /https?:\/\/[^\s<>"]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no link in the confirmation mail');
  const confirmed = await fetch(link, { redirect: 'manual', headers: { origin: base } });
  if (confirmed.status !== 302) throw new Error(`confirmation answered ${confirmed.status}`);
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const business = await post(
    '/api/business',
    {
      name: 'Bench Salon',
      email: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    },
    cookie,
  );
  if (business.status !== 201) throw new Error(`business answered ${business.status}`);
  return cookie;
}
