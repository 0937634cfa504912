import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreatedMember,
  CreateMemberInput,
  Designation,
  Member,
  MemberListFilters,
  Role,
  UpdateMemberInput,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { csvStream, keysetPages } from '../../lib/csv-stream';
import { hashPassword } from '../../lib/password';
import { type AuditActor, auditDiff, recordAudit } from '../audit';
import { paginate, STORE_NOT_FOUND } from '../stores/service';
import {
  deleteMemberById,
  emailTaken,
  findMemberById,
  findMembers,
  findMembersPage,
  insertMember,
  lockMember,
  lockStoreExists,
  type MemberChanges,
  type MemberRow,
  type Tx,
  updateMemberById,
} from './repository';

export const MEMBER_NOT_FOUND = 'Member not found';
export const PASSWORD_MISMATCH = 'Password and confirm password do not match';
export const DUPLICATE_EMAIL = 'A member with this email already exists';

const TEMP_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 'temp' plus 6 characters from the CSPRNG (spec section 9). */
export function generateTemporaryPassword(): string {
  let password = 'temp';
  for (let i = 0; i < 6; i += 1) password += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return password;
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    role: row.role as Role,
    designation: row.designation as Designation,
    store_id: row.storeId,
    store_name: row.storeName,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listMembers({ db, query }: { db: Db; query: MemberListFilters }) {
  const { page, limit, search, role, designation, status } = query;
  const isActive = status === undefined ? undefined : status === 'active';
  const { rows, total } = await findMembers(db, { page, limit, search, role, designation, isActive });
  return { users: rows.map(toMember), pagination: paginate(page, limit, total) };
}

export const MEMBER_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone_number',
  'role',
  'designation',
  'store',
  'status',
  'created_at',
];

/** GET /admin/users/export (issue 23): the list's filters, every page, streamed. */
export function exportMembers(db: Db, query: Omit<MemberListFilters, 'page' | 'limit'>) {
  const isActive = query.status === undefined ? undefined : query.status === 'active';
  const filters = { search: query.search, role: query.role, designation: query.designation, isActive };
  const pages = keysetPages(
    (before: number | null) => findMembersPage(db, filters, before, 2000),
    (r) => r.id,
    2000,
    (r) => [
      r.id,
      r.name,
      r.email,
      r.phoneNumber,
      r.role,
      r.designation,
      r.storeName,
      r.isActive ? 'active' : 'inactive',
      r.createdAt,
    ],
  );
  return csvStream(MEMBER_CSV_COLUMNS, pages);
}

/** The new password, or undefined when none is given; refuses a confirmation that differs. */
function chosenPassword(password = '', confirmPassword = ''): string | undefined {
  if (password !== confirmPassword) throw badRequest(PASSWORD_MISMATCH);
  return password === '' ? undefined : password;
}

async function requireStore(tx: Tx, storeId: number) {
  if (!(await lockStoreExists(tx, storeId))) throw notFound(STORE_NOT_FOUND);
}

async function readMember(db: Db | Tx, id: number): Promise<Member> {
  const row = await findMemberById(db, id);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMember(row);
}

export const INVITE_WITH_PASSWORD = 'Choose either a password or an invitation, not both';

/**
 * Creates a member; a blank password gets a temporary one, returned once to the admin. With
 * send_invitation the member gets an unusable random password and `invite` writes the link and
 * its e-mail in the member's transaction (issue 21): no member without their invitation.
 */
export async function createMember({
  db,
  actor,
  input,
  invite,
}: {
  db: Db;
  actor: AuditActor;
  input: CreateMemberInput;
  invite?: (tx: Tx, member: { id: number; email: string }) => Promise<void>;
}): Promise<CreatedMember> {
  const invited = input.send_invitation && invite !== undefined;
  if (input.send_invitation && (input.password || input.confirmPassword))
    throw badRequest(INVITE_WITH_PASSWORD);
  const given = invited
    ? randomBytes(24).toString('base64url')
    : chosenPassword(input.password, input.confirmPassword);
  const temporaryPassword = given === undefined ? generateTemporaryPassword() : undefined;
  if (await emailTaken(db, input.email)) throw conflict(DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(given ?? (temporaryPassword as string));
  try {
    const member = await db.transaction(async (tx) => {
      if (input.store_id) await requireStore(tx, input.store_id);
      const id = await insertMember(tx, {
        email: input.email,
        passwordHash,
        name: input.name,
        phoneNumber: input.phone_number ?? null,
        role: input.role,
        designation: input.designation,
        isActive: input.is_active,
        storeId: input.store_id ?? null,
      });
      if (invited) await invite(tx, { id, email: input.email });
      const created = await readMember(tx, id);
      await recordAudit(tx, {
        actor,
        action: invited ? 'create_invited' : 'create',
        entity: 'member',
        entityId: id,
        label: created.email,
        after: withoutTimes(created),
      });
      return created;
    });
    if (invited) return { ...member, invitation_sent: true };
    return temporaryPassword === undefined ? member : { ...member, temporaryPassword };
  } catch (error) {
    // Two admins adding the same e-mail at once: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

type UpdateOptions = { db: Db; actor: AuditActor; id: number; input: UpdateMemberInput };

/** A member's fields as the audit log compares them (created_at never changes). */
const withoutTimes = ({ created_at: _created, ...fields }: Member) => fields;

/**
 * Updates a member. A new password, another role or a deactivation revokes the member's tokens
 * at once. An admin cannot deactivate or demote their own account.
 */
export async function updateMember({ db, actor, id, input }: UpdateOptions): Promise<Member> {
  const actorId = actor.id;
  const password = chosenPassword(input.password, input.confirmPassword);
  if (id === actorId && input.is_active === false) throw badRequest('You cannot deactivate your own account');
  if (id === actorId && input.role !== undefined && input.role !== 'admin') {
    throw badRequest('You cannot remove the admin role from your own account');
  }
  const passwordHash = password === undefined ? undefined : await hashPassword(password);

  return db.transaction(async (tx) => {
    const current = await lockMember(tx, id);
    if (!current) throw notFound(MEMBER_NOT_FOUND);
    if (input.email && input.email.toLowerCase() !== current.email.toLowerCase()) {
      throw badRequest('Email cannot be changed');
    }
    if (input.store_id) await requireStore(tx, input.store_id);
    const before = await readMember(tx, id);
    const changes: MemberChanges = {
      name: input.name,
      phoneNumber: input.phone_number,
      role: input.role,
      designation: input.designation,
      isActive: input.is_active,
      storeId: input.store_id,
      passwordHash,
    };
    const revoke =
      passwordHash !== undefined ||
      (input.role !== undefined && input.role !== current.role) ||
      (input.is_active === false && current.isActive);
    await updateMemberById(tx, id, changes, revoke);
    const after = await readMember(tx, id);
    const diff = auditDiff(withoutTimes(before), withoutTimes(after));
    // The password itself is never logged, only that it was set.
    if (passwordHash !== undefined) diff.password_set = { before: null, after: true };
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'member',
      entityId: id,
      label: after.email,
      changes: diff,
    });
    return after;
  });
}

export async function deleteMember({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) {
  if (id === actor.id) throw badRequest('You cannot delete your own account');
  return db.transaction(async (tx) => {
    const row = await findMemberById(tx, id);
    if (!row || !(await deleteMemberById(tx, id))) throw notFound(MEMBER_NOT_FOUND);
    const before = withoutTimes(toMember(row));
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'member',
      entityId: id,
      label: row.email,
      before,
    });
    return { id };
  });
}

type AssignOptions = { db: Db; actor: AuditActor; userId: number; storeId: number };

export async function assignStore({ db, actor, userId, storeId }: AssignOptions): Promise<Member> {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw notFound(MEMBER_NOT_FOUND);
    await requireStore(tx, storeId);
    const before = await readMember(tx, userId);
    await updateMemberById(tx, userId, { storeId }, false);
    const after = await readMember(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'assign_store',
      entity: 'member',
      entityId: userId,
      label: after.email,
      before: withoutTimes(before),
      after: withoutTimes(after),
    });
    return after;
  });
}
