import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the database and the token secret: its owner only may enter it. A directory
 * that exists and belongs to this user is tightened too (one made by an older version was 0755).
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  makePrivate(dir, 0o700);
}

/** Takes group and other access away from a path this user owns. */
export function makePrivate(path: string, mode: 0o700 | 0o600): void {
  const stat = statSync(path);
  if ((stat.mode & 0o077) !== 0 && stat.uid === process.getuid?.()) chmodSync(path, mode);
}

/** makePrivate over a whole tree: folders 0700, files 0600. */
export function makeTreePrivate(root: string): void {
  const walk = (path: string) => {
    const directory = statSync(path).isDirectory();
    makePrivate(path, directory ? 0o700 : 0o600);
    if (directory) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
}
