import { z } from 'zod';

/** Product images (issue 19): what the admin may upload, told to the web form and the API alike. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Judged by the file's bytes, never its name or declared type; the web form's `accept`. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Each side of an upload, in pixels, and its area (a decompression bomb is refused). */
export const PRODUCT_IMAGE_MIN_SIDE = 16;
export const PRODUCT_IMAGE_MAX_SIDE = 10_000;
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;
/** Stored images fit in this square, never enlarged. */
export const PRODUCT_IMAGE_FIT = 1200;

/** A stored image's name: the sha256 of its bytes and its extension. Anything else is not found. */
export const IMAGE_FILE_PATTERN = /^[0-9a-f]{64}\.(webp|jpg|png)$/;

/** GET /images/:file. The pattern is checked by the route, which answers 404 (not 400) for a miss. */
export const ImageFileParamsSchema = z.object({ file: z.string() });
export type ImageFileParams = z.infer<typeof ImageFileParamsSchema>;

/** The answer of GET /images/:file: the image's bytes (image/webp, image/jpeg or image/png). */
export const ImageBytesSchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The image: image/webp, image/jpeg or image/png' });
