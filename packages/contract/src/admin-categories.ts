import { z } from 'zod';
import { envelope, NO_NUL_MESSAGE, noNul } from './common';
import { tooLong } from './limits';

/** Categories nest 3 levels deep (spec section 3): a top level, a branch and a leaf. */
export const CATEGORY_MAX_LEVEL = 3;
export const CATEGORY_NAME_MAX_LENGTH = 120;

/** A category as the admin's Categories screen lists it (issue 19). */
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  /** 1 top level, 2, 3 deepest. */
  level: z.number().int(),
  /** Order among its siblings, from 0. */
  position: z.number().int(),
  is_active: z.boolean(),
  /** Products in the category and every category below it. */
  product_count: z.number().int(),
  /** Direct subcategories. */
  children_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/**
 * GET /admin/categories: the whole tree, flat and in display order (each category followed by its
 * subcategories, siblings by position), so a screen draws it without a recursive schema.
 */
export const AdminCategoryTreeSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTreeSchema>;
export const AdminCategoryTreeResponseSchema = envelope(AdminCategoryTreeSchema);
export const AdminCategoryResponseSchema = envelope(AdminCategorySchema);
export type AdminCategoryResponse = z.infer<typeof AdminCategoryResponseSchema>;
export const DeletedCategoryResponseSchema = envelope(z.object({ id: z.number().int() }));

const nameField = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(CATEGORY_NAME_MAX_LENGTH, tooLong('name', CATEGORY_NAME_MAX_LENGTH))
  .refine(noNul, `name ${NO_NUL_MESSAGE}`);

const parentField = z
  .number({ error: 'parent_id must be a category id or null' })
  .int('parent_id must be a whole number')
  .positive('parent_id must be a positive number')
  .max(2147483647, 'parent_id is too large')
  .nullable();

const positionField = z
  .number({ error: 'position must be a number' })
  .int('position must be a whole number')
  .min(0, 'position must be 0 or more')
  .max(100_000, 'position must be at most 100000');

/** POST /admin/categories: a new category at the top (no parent_id) or under a parent; last unless a position is given. */
export const CreateCategoryBodySchema = z.object({
  name: nameField,
  parent_id: parentField.optional(),
  position: positionField.optional(),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;

/**
 * PUT /admin/categories/{id}: rename, move under another parent (null: to the top) and/or
 * reorder among the siblings. What is left out stays as it is.
 */
export const UpdateCategoryBodySchema = z
  .object({
    name: nameField.optional(),
    parent_id: parentField.optional(),
    position: positionField.optional(),
  })
  .refine((v) => v.name !== undefined || v.parent_id !== undefined || v.position !== undefined, {
    message: 'Give at least one of name, parent_id and position',
  });
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;
