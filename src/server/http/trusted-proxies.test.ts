import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, type TrustProxy } from './trusted-proxies';

function trust(value: string): TrustProxy {
  const parsed = parseTrustProxy(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

// a client at 203.0.113.7 that wrote its own X-Forwarded-For, behind proxies that each append the
// address they were reached from (nginx's $proxy_add_x_forwarded_for, most load balancers)
const SPOOFED = '6.6.6.6';
const CLIENT = '203.0.113.7';

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    for (const value of ['false', '0', 'no']) {
      expect(clientAddress('198.51.100.9', `${SPOOFED}, ${CLIENT}`, trust(value))).toBe(
        '198.51.100.9',
      );
    }
  });

  it('takes the address the one proxy saw, not what the client wrote, with true or 1', () => {
    // client -> proxy (127.0.0.1) -> server
    for (const value of ['true', '1', 'yes']) {
      expect(clientAddress('127.0.0.1', `${SPOOFED}, ${CLIENT}`, trust(value))).toBe(CLIENT);
      expect(clientAddress('127.0.0.1', CLIENT, trust(value))).toBe(CLIENT);
    }
  });

  it('takes the address the outer of two proxies saw, with 2', () => {
    // client -> edge (10.0.0.2) -> inner proxy (127.0.0.1) -> server
    const header = `${SPOOFED}, ${CLIENT}, 10.0.0.2`;
    expect(clientAddress('127.0.0.1', header, trust('2'))).toBe(CLIENT);
    expect(clientAddress('127.0.0.1', header, trust('1'))).toBe('10.0.0.2');
  });

  it('takes the address the outermost of three proxies saw, with 3', () => {
    const header = `${SPOOFED}, 7.7.7.7, ${CLIENT}, 10.0.0.3, 10.0.0.2`;
    expect(clientAddress('127.0.0.1', header, trust('3'))).toBe(CLIENT);
  });

  it('stops at the leftmost hop when the header is shorter than the proxies counted', () => {
    expect(clientAddress('127.0.0.1', CLIENT, trust('3'))).toBe(CLIENT);
  });

  it('with the proxies’ addresses, skips every trusted hop from the right and no further', () => {
    const proxies = trust('10.0.0.0/8, 127.0.0.1');
    expect(clientAddress('127.0.0.1', `${SPOOFED}, ${CLIENT}, 10.1.2.3, 10.0.0.2`, proxies)).toBe(
      CLIENT,
    );
    // a connection straight from the client, past the proxies: its header is not believed
    expect(clientAddress('198.51.100.9', `${SPOOFED}, ${CLIENT}`, proxies)).toBe('198.51.100.9');
    // IPv4 peers as a dual-stack socket reports them
    expect(clientAddress('::ffff:127.0.0.1', CLIENT, proxies)).toBe(CLIENT);
    expect(clientAddress('::1', CLIENT, trust('::1'))).toBe(CLIENT);
    expect(clientAddress('::1', '2001:db8::7', trust('::1/128'))).toBe('2001:db8::7');
  });

  it('believes only real addresses: a hop that is not one stops the walk at the last that is', () => {
    expect(clientAddress('127.0.0.1', 'not-an-address', trust('1'))).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', `${CLIENT}, 127.1`, trust('2'))).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', `${CLIENT}, 2130706433`, trust('2'))).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', `${CLIENT}, , 10.0.0.2`, trust('3'))).toBe('10.0.0.2');
    expect(clientAddress(undefined, CLIENT, trust('1'))).toBeUndefined();
  });

  it('refuses settings it cannot read, naming what it takes', () => {
    for (const value of ['maybe', '11', '10.0.0.0/33', '10.0.0.1, nope', '']) {
      const parsed = parseTrustProxy(value);
      expect('error' in parsed ? parsed.error : parsed).toMatch(/^must be/);
    }
  });
});
