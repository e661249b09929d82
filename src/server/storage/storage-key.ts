/** Thrown for a key that could escape the uploads folder or bucket prefix; always a bug in the caller. */
export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

// segments of lower-case letters, digits, dots, dashes and underscores that never start with a dot,
// so '..', hidden files, empty segments and a leading '/' cannot be written
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * A fresh key such as `business-logos/<id>-logo-<timestamp>.png`. A new key for every upload lets the
 * object be cached for a year: a changed logo is a changed URL.
 */
export function uploadKey(options: {
  folder: string;
  ownerId: string;
  label: string;
  extension: string;
  now?: Date;
}): string {
  const { folder, ownerId, label, extension, now = new Date() } = options;
  const key = `${folder}/${ownerId.toLowerCase()}-${label}-${now.getTime()}.${extension}`;
  assertValidStorageKey(key);
  return key;
}
