import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, isValidStorageKey, uploadKey } from './storage-key';

describe('storage keys', () => {
  it.each([
    'business-logos/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60-logo-1767225600000.png',
    'a.jpg',
    'staff_photos/2026/01/x.webp',
  ])('accepts %s', (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../miadi.lock',
    'business-logos/../../miadi.lock',
    'a/..',
    'a..b.png',
    '/etc/passwd',
    'a//b.png',
    'a/',
    '.hidden.png',
    'a/.hidden.png',
    'a\\..\\b.png',
    '%2e%2e/b.png',
    'Logo.PNG',
    'a b.png',
    'a.png\0.txt',
    'é.png',
    `${'a'.repeat(600)}.png`,
  ])('refuses %j', (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });

  it('builds a fresh key per upload from the owner, label and time', () => {
    const key = uploadKey({
      folder: 'business-logos',
      ownerId: '3F1C2A9E-8B7D-4C6E-9F0A-1B2C3D4E5F60',
      label: 'logo',
      extension: 'png',
      now: new Date(1_767_225_600_000),
    });
    expect(key).toBe('business-logos/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60-logo-1767225600000.png');
  });

  it('refuses to build a key from an owner id that could escape its folder', () => {
    expect(() =>
      uploadKey({ folder: 'business-logos', ownerId: '../..', label: 'logo', extension: 'png' }),
    ).toThrow(InvalidStorageKeyError);
  });
});
