import fs from 'node:fs';

/**
 * Writes a file of a few kilobytes into `dir` (made when missing). Synchronously: a small write to
 * a local folder takes about 40 microseconds, where fs.promises' open, write and close through the
 * thread pool cost the server about 400 microseconds of CPU each time (docs/decisions/0045).
 */
export function writeSmallFile(dir: string, file: string, content: string | Buffer): void {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, content);
  }
}
