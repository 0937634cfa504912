import type { AuditEntry } from '@portal/contract';
import { makePagination } from './fixtures';

// Contract-typed answers of the audit log (issue 23): its entries and one page of them.

/** A store renamed and given a budget by Ada Admin. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 7,
    actor_id: 3,
    actor_name: 'Ada Admin',
    action: 'update',
    entity: 'store',
    entity_id: '12',
    entity_label: 'ST0012 Downtown Central',
    changes: {
      name: { before: 'Downtown', after: 'Downtown Central' },
      monthly_budget: { before: null, after: 2000 },
    },
    ip: '10.0.0.5',
    created_at: '2026-11-20T10:15:00.000Z',
    ...overrides,
  };
}

/** GET /admin/audit's data: the entries and their pagination (20 a page, as an entity history asks). */
export const makeAuditPage = (entries: AuditEntry[], total = entries.length, limit = 20) => ({
  entries,
  pagination: makePagination(total, limit),
});
