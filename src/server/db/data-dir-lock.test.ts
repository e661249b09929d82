import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-lock-'));
  const lockFile = path.join(dir, 'miadi.lock');
  afterEach(() => fs.rmSync(lockFile, { force: true }));

  it('refuses a folder locked by a live process', () => {
    // pid 1 is always alive
    fs.writeFileSync(lockFile, '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Miadi process \(pid 1\)/);
  });

  it('takes over a lock left by a process that died', () => {
    fs.writeFileSync(lockFile, '999999999');
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const nested = path.join(dir, 'a', 'b');
    const unlock = lockDataDir(nested);
    expect(fs.existsSync(path.join(nested, 'miadi.lock'))).toBe(true);
    unlock();
  });
});
