import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export type SettingsRow = typeof settings.$inferSelect;

/** The one settings row; created with its defaults if it is missing. */
export async function findSettings(db: Db, options: { lock?: boolean } = {}): Promise<SettingsRow> {
  const query = db.select().from(settings).where(eq(settings.id, 1));
  const [row] = options.lock ? await query.for('update') : await query;
  if (row) return row;
  const [created] = await db.insert(settings).values({ id: 1 }).onConflictDoNothing().returning();
  return created ?? (await findSettings(db, options));
}

export async function saveSettings(
  db: Db,
  values: Partial<typeof settings.$inferInsert>,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(settings)
    .values({ ...values, id: 1 })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('The settings upsert returned no row.');
  return row;
}
