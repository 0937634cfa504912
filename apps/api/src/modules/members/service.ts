import { randomInt } from 'node:crypto';
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
import { hashPassword } from '../../lib/password';
import { paginate, STORE_NOT_FOUND } from '../stores/service';
import {
  deleteMemberById,
  emailTaken,
  findMemberById,
  findMembers,
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

/** Creates a member; a blank password gets a temporary one, returned once to the admin. */
export async function createMember({
  db,
  input,
}: {
  db: Db;
  input: CreateMemberInput;
}): Promise<CreatedMember> {
  const given = chosenPassword(input.password, input.confirmPassword);
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
      return readMember(tx, id);
    });
    return temporaryPassword === undefined ? member : { ...member, temporaryPassword };
  } catch (error) {
    // Two admins adding the same e-mail at once: the unique index on lower(email) decides.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
    throw error;
  }
}

type UpdateOptions = { db: Db; actorId: number; id: number; input: UpdateMemberInput };

/**
 * Updates a member. A new password, another role or a deactivation revokes the member's tokens
 * at once. An admin cannot deactivate or demote their own account.
 */
export async function updateMember({ db, actorId, id, input }: UpdateOptions): Promise<Member> {
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
    return readMember(tx, id);
  });
}

export async function deleteMember({ db, actorId, id }: { db: Db; actorId: number; id: number }) {
  if (id === actorId) throw badRequest('You cannot delete your own account');
  if (!(await deleteMemberById(db, id))) throw notFound(MEMBER_NOT_FOUND);
  return { id };
}

type AssignOptions = { db: Db; userId: number; storeId: number };

export async function assignStore({ db, userId, storeId }: AssignOptions): Promise<Member> {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw notFound(MEMBER_NOT_FOUND);
    await requireStore(tx, storeId);
    await updateMemberById(tx, userId, { storeId }, false);
    return readMember(tx, userId);
  });
}
