import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_FILE_PATTERN } from '@portal/contract';

export type ImageExtension = 'webp' | 'jpg' | 'png';

export const CONTENT_TYPES: Record<ImageExtension, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export type ImageStore = {
  /** Stores the bytes as <sha256>.<extension>; answers the file name. The same bytes, the same name. */
  save(bytes: Buffer, extension: ImageExtension): Promise<string>;
  /** The stored file, or null when the name is not one we give out or no such file is stored. */
  read(name: string): Promise<{ bytes: Buffer; contentType: string } | null>;
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Images under DATA_DIR/images, named by the hash of their content: a name never changes meaning,
 * so it may be cached for ever. Only names matching IMAGE_FILE_PATTERN are ever joined to the
 * folder, so no request can reach another file (no "..", no separators).
 */
export function createImageStore(dataDir: string): ImageStore {
  const dir = join(dataDir, 'images');
  return {
    async save(bytes, extension) {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const path = join(dir, name);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      if (await exists(path)) return name;
      // Written whole, then renamed in the same folder: a reader sees no file or the whole file.
      const temp = join(dir, `.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return name;
    },
    async read(name) {
      const match = IMAGE_FILE_PATTERN.exec(name);
      if (!match) return null;
      try {
        const bytes = await readFile(join(dir, name));
        return { bytes, contentType: CONTENT_TYPES[match[1] as ImageExtension] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
