import {
  type AdminProduct,
  PRODUCT_IMAGE_FIT,
  PRODUCT_IMAGE_MAX_PIXELS,
  PRODUCT_IMAGE_MAX_SIDE,
  PRODUCT_IMAGE_MIN_SIDE,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { AppError, notFound, unprocessable } from '../../lib/app-error';
import { getAdminProduct, PRODUCT_NOT_FOUND } from '../admin-products/service';
import { type AuditActor, recordAudit } from '../audit';
import { sniffImage } from './sniff';
import type { ImageStore } from './storage';

export const NOT_AN_IMAGE = 'file: only JPEG, PNG or WebP images are accepted';
export const UNREADABLE = 'file: the image could not be read';

type Deps = { db: Db; images: ImageStore; onChanged: () => Promise<void>; actor: AuditActor };

/** What sharp reads: never more pixels than this, whatever the header claims. */
const input = (bytes: Buffer) => sharp(bytes, { limitInputPixels: PRODUCT_IMAGE_MAX_PIXELS });

/** Refuses what sharp will not or should not decode, with a message naming the problem. */
async function checkedSize(bytes: Buffer, kind: string) {
  // The header only, no pixels decoded: unlimited here so an oversized image is named as such.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  // Bytes that claim a type by their magic number must be that type, whole, through and through.
  if (!meta || meta.format !== kind || !meta.width || !meta.height) throw unprocessable(UNREADABLE);
  const { width, height } = meta;
  if (width * height > PRODUCT_IMAGE_MAX_PIXELS) {
    throw unprocessable(`file: the image has more than ${PRODUCT_IMAGE_MAX_PIXELS / 1e6} megapixels`);
  }
  if (Math.max(width, height) > PRODUCT_IMAGE_MAX_SIDE) {
    throw unprocessable(`file: the image is over ${PRODUCT_IMAGE_MAX_SIDE} pixels wide or tall`);
  }
  if (Math.min(width, height) < PRODUCT_IMAGE_MIN_SIDE) {
    throw unprocessable(`file: the image is under ${PRODUCT_IMAGE_MIN_SIDE} pixels wide or tall`);
  }
}

/**
 * The upload decoded to pixels and encoded again as WebP: whatever rode along in the file (a
 * script or a ZIP after the image, EXIF, ICC profiles, comments) is not in the pixels and is
 * gone. Every image is stored as WebP, whatever it came as: one format to serve, the smallest.
 */
export async function reencode(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  await checkedSize(bytes, kind);
  try {
    return await input(bytes)
      .autoOrient() // EXIF orientation applied to the pixels, as the metadata is dropped
      .resize(PRODUCT_IMAGE_FIT, PRODUCT_IMAGE_FIT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads but a body that does not (truncated, corrupt): sharp fails on warnings.
    throw unprocessable(UNREADABLE);
  }
}

/**
 * POST /admin/products/:id/image: checks, re-encodes and stores the image, then points the
 * product at it in one UPDATE. The stored file stays if the product goes meanwhile: it is named by
 * its content and harmless.
 */
export async function uploadProductImage(deps: Deps, id: number, bytes: Buffer): Promise<AdminProduct> {
  const { db, images, onChanged, actor } = deps;
  // Checked before the work and the storing, so a wrong id costs little and leaves no file.
  await getAdminProduct(db, id);
  const encoded = await reencode(bytes);
  const url = `/api/images/${await images.save(encoded, 'webp')}`;
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image: products.image, sku: products.sku })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!old) throw notFound(PRODUCT_NOT_FOUND);
    await tx
      .update(products)
      .set({ image: url, updatedAt: sql`now()`, updatedBy: actor.id })
      .where(eq(products.id, id));
    await recordAudit(tx, {
      actor,
      action: 'update_image',
      entity: 'product',
      entityId: id,
      label: old.sku,
      before: { image_url: old.image },
      after: { image_url: url },
    });
  });
  await onChanged();
  return getAdminProduct(db, id);
}
