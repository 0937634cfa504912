import { createHash, randomBytes } from 'node:crypto';
import { INVITE_LINK_HOURS, LINK_INVALID, RESET_LINK_MINUTES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { badRequest } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { hashPassword } from '../../lib/password';
import { queueEmail } from '../notifications';
import { auditPasswordChange } from './password-audit';

export type LinkKind = 'reset' | 'invite';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

const WORDING = {
  reset: {
    path: 'reset-password',
    subject: 'Reset your password',
    lead: 'Someone asked to reset the password of your Wholesale Portal account.',
    action: 'Choose a new password',
    lifetime: `${RESET_LINK_MINUTES} minutes`,
    after: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  invite: {
    path: 'set-password',
    subject: 'You are invited to the Wholesale Portal',
    lead: 'An administrator created a Wholesale Portal account for you.',
    action: 'Choose your password',
    lifetime: `${INVITE_LINK_HOURS} hours`,
    after: 'The link works once. Ask your administrator for a new one if it has expired.',
  },
} as const;

/**
 * Writes a single-use link for the user and its e-mail to the outbox, in one transaction: a
 * random 256-bit token, kept only as its SHA-256; older unused links of the same kind stop
 * working.
 */
export async function sendAccountLink(
  db: Db,
  user: { id: number; email: string },
  kind: LinkKind,
  publicUrl: string,
) {
  await db.transaction((tx) => writeAccountLink(tx, user, kind, publicUrl));
}

/** The work of sendAccountLink inside the caller's transaction (a member created with an invitation). */
export async function writeAccountLink(
  tx: Executor,
  user: { id: number; email: string },
  kind: LinkKind,
  publicUrl: string,
) {
  const token = randomBytes(32).toString('base64url');
  const words = WORDING[kind];
  const lifetime =
    kind === 'reset'
      ? sql`interval '${sql.raw(String(RESET_LINK_MINUTES))} minutes'`
      : sql`interval '${sql.raw(String(INVITE_LINK_HOURS))} hours'`;
  const link = `${publicUrl}/${words.path}?token=${token}`;
  await tx.execute(sql`update account_tokens set used_at = now()
    where user_id = ${user.id} and kind = ${kind} and used_at is null`);
  await tx.execute(sql`insert into account_tokens (user_id, kind, token_hash, expires_at)
    values (${user.id}, ${kind}, ${digest(token)}, now() + ${lifetime})`);
  await queueEmail(tx, {
    to: user.email,
    subject: words.subject,
    text: `${words.lead}\n\n${words.action}: ${link}\n\nThe link works for ${words.lifetime}. ${words.after}`,
    html: `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(words.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>
<p>The link works for ${escapeHtml(words.lifetime)}. ${escapeHtml(words.after)}</p></body></html>`,
  });
}

/**
 * Uses a link once: hashes the new password first (the slow part), then in one transaction marks
 * the token used with a conditional update (of two uses at once only one finds it unused), sets
 * the password and ends every session of the user. Answers the user's id.
 */
export async function useAccountLink(
  db: Db,
  token: string,
  kind: LinkKind,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await queryRows<{ user_id: number }>(
      tx,
      sql`update account_tokens set used_at = now()
        where token_hash = ${digest(token)} and kind = ${kind} and used_at is null and expires_at > now()
        returning user_id`,
    );
    if (!claimed) throw badRequest(LINK_INVALID);
    const [user] = await queryRows<{ id: number }>(
      tx,
      sql`update users set password_hash = ${passwordHash}, token_version = token_version + 1, updated_at = now()
        where id = ${claimed.user_id} and is_active returning id`,
    );
    if (!user) throw badRequest(LINK_INVALID);
    if (kind === 'reset') await auditPasswordChange(tx, user.id, 'reset', null);
    return user.id;
  });
}

/** Whether the link would still work (known, unused, unexpired, its account active); uses nothing. */
export async function isLinkUsable(db: Executor, token: string, kind: LinkKind): Promise<boolean> {
  const [row] = await queryRows<{ usable: number }>(
    db,
    sql`select 1 as usable from account_tokens t join users u on u.id = t.user_id
      where t.token_hash = ${digest(token)} and t.kind = ${kind} and t.used_at is null
        and t.expires_at > now() and u.is_active
      limit 1`,
  );
  return row !== undefined;
}
