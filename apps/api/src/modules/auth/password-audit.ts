import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';
import { recordAudit } from '../audit';

/**
 * Issue 23: an admin's new password (changed while signed in, or reset by a link) is written to the
 * audit log in the change's transaction; members' are not. Only that it changed and how: never
 * the password or its hash, nor the link's token.
 */
export async function auditPasswordChange(
  tx: Executor,
  userId: number,
  how: 'changed' | 'reset',
  address: string | null,
) {
  const [user] = await queryRows<{ name: string; email: string; role: string }>(
    tx,
    sql`select name, email, role from users where id = ${userId}`,
  );
  if (user?.role !== 'admin') return;
  await recordAudit(tx, {
    actor: { id: userId, name: user.name, ip: address },
    action: 'password_change',
    entity: 'member',
    entityId: userId,
    label: user.email,
    changes: { password: { before: null, after: how } },
  });
}
