import { describe, expect, it } from 'vitest';
import {
  BusinessCreateSchema,
  BusinessProfileSchema,
  normalizeWebsite,
  subdomainFor,
  subdomainWithSuffix,
} from './business';

describe('subdomainFor', () => {
  it.each([
    ['Amani Beauty Spa', 'amani-beauty-spa'],
    ['  Kilele   Fitness!! ', 'kilele-fitness'],
    ["Mama Njeri's Salon & Spa", 'mama-njeri-s-salon-s'],
    ['Rift Valley Auto Care Centre', 'rift-valley-auto-car'],
    ['Dr. Hassan -- Dental', 'dr-hassan-dental'],
    ['ABC-', 'abc'],
    ['Café Olé', 'caf-ol'],
    ['مقهى', 'business'],
    ['Twenty chars exactly-x', 'twenty-chars-exactly'],
    ['Nineteen chars here- y', 'nineteen-chars-here'],
  ])('makes %j into %j', (name, expected) => {
    const subdomain = subdomainFor(name);
    expect(subdomain).toBe(expected);
    expect(subdomain.length).toBeLessThanOrEqual(20);
    expect(subdomain).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps a suffixed subdomain within 20 characters', () => {
    expect(subdomainWithSuffix('rift-valley-auto-car', 'x7k')).toBe('rift-valley-auto-x7k');
    expect(subdomainWithSuffix('amani', 'x7k')).toBe('amani-x7k');
    expect(subdomainWithSuffix('rift-valley-auto-car', 'x7k').length).toBe(20);
  });
});

describe('business forms', () => {
  it('needs only a name to create a business', () => {
    const result = BusinessCreateSchema.safeParse({
      name: ' Amani ',
      email: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    });
    expect(result.success && result.data.name).toBe('Amani');
    expect(
      BusinessCreateSchema.safeParse({
        name: '  ',
        email: '',
        phone: '',
        address: '',
        city: '',
        country: '',
        website: '',
        description: '',
      }).error?.issues[0]?.message,
    ).toBe('Please provide at least a business name');
  });

  it('asks for a name and a valid e-mail when editing', () => {
    const base = {
      name: 'Amani',
      email: 'hello@amani.co.ke',
      phone: '',
      address: '',
      city: '',
      country: '',
      website: '',
      description: '',
    };
    const messages = (input: object) =>
      BusinessProfileSchema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ name: '' })).toEqual(['Business name is required']);
    expect(messages({ email: '' })).toContain('Email is required');
    expect(messages({ email: 'hello@' })).toEqual(['Please enter a valid email address']);
    expect(messages({ phone: '12' })).toEqual([
      'Please enter a valid phone number, e.g. 0712345678',
    ]);
    expect(messages({ website: 'not a site' })).toEqual([
      'Please enter a valid website address, e.g. www.example.com',
    ]);
    expect(messages({})).toBeUndefined();
  });

  it('adds https:// to a website typed without it', () => {
    expect(normalizeWebsite('amani.co.ke')).toBe('https://amani.co.ke');
    expect(normalizeWebsite('http://amani.co.ke')).toBe('http://amani.co.ke');
    expect(normalizeWebsite('  ')).toBeNull();
  });
});
