import type { Executor } from '../../db/rows';
import { recordAudit } from '../audit';

/** Issue 23: an admin's completed sign-in is written to the audit log (members' are not). */
export async function auditSignIn(
  db: Executor,
  user: { id: number; name: string; email: string; role: string },
  address: string,
  twoFactor: boolean,
) {
  if (user.role !== 'admin') return;
  await recordAudit(db, {
    actor: { id: user.id, name: user.name, ip: address },
    action: 'sign_in',
    entity: 'session',
    entityId: user.id,
    label: user.email,
    changes: { two_factor: { before: null, after: twoFactor } },
  });
}
