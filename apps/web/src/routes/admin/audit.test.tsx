import type { AuditEntry } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { HttpResponse, http, ok, server } from '@/test/server';
import AdminAuditRoute from './audit';

// Radix Select asks for pointer capture and scrolls its options into view: jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => vi.restoreAllMocks());

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  actor_id: 3,
  actor_name: 'Ada Admin',
  action: 'update',
  entity: 'store',
  entity_id: '12',
  entity_label: 'Downtown',
  changes: {
    name: { before: 'Downtown', after: 'Downtown Central' },
    monthly_budget: { before: null, after: 2000 },
  },
  ip: '10.0.0.5',
  created_at: '2026-11-20T10:15:00.000Z',
  ...overrides,
});

function answerAudit() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/audit', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok({
        entries: [
          entry(),
          entry({
            id: 6,
            action: 'sign_in',
            entity: 'session',
            entity_label: 'ada@example.com',
            changes: {},
          }),
        ],
        pagination: makePagination(2, 25),
      });
    }),
    http.get('/api/admin/audit/actors', () =>
      ok({
        actors: [
          { id: 3, name: 'Ada Admin' },
          { id: null, name: 'System' },
        ],
      }),
    ),
  );
  return asked;
}

describe('admin audit log (/admin/audit)', () => {
  it('lists entries newest first; one expands to its before/after diff', async () => {
    answerAudit();
    renderScreen(AdminAuditRoute, { at: '/admin/audit', as: 'admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Ada Admin · Changed · Store Downtown')).toBeVisible();
    expect(within(entries[1]!).getByText('Ada Admin · Signed in · Sign-in ada@example.com')).toBeVisible();
    await userEvent.click(within(entries[0]!).getByText('Ada Admin · Changed · Store Downtown'));
    const diff = within(entries[0]!).getByRole('table', { name: 'Changed fields' });
    const rows = within(diff)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'NameDowntownDowntown Central', 'Monthly budget—2000']);
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  });

  it('sends the filters from the URL and the date inputs to the API', async () => {
    const asked = answerAudit();
    renderScreen(AdminAuditRoute, { at: '/admin/audit?entity=store&entity_id=12', as: 'admin' });
    await screen.findAllByTestId('audit-entry');
    expect(asked.at(-1)?.get('entity')).toBe('store');
    expect(asked.at(-1)?.get('entity_id')).toBe('12');
    expect(screen.getByText(/Showing one entity only/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-01'));
  });

  it("filters by an admin, by System's automatic entries, and by every recorded action", async () => {
    const asked = answerAudit();
    const { user } = renderScreen(AdminAuditRoute, { at: '/admin/audit', as: 'admin' });
    await screen.findAllByTestId('audit-entry');
    const pick = async (filter: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Filter by admin', 'Ada Admin');
    await waitFor(() => expect(asked.at(-1)?.get('actor_id')).toBe('3'));
    await pick('Filter by admin', 'System (automatic)');
    await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('system'));
    expect(asked.at(-1)?.has('actor_id')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Filter by action' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    for (const label of [
      'Created with an invitation',
      'Image changed',
      'Password changed',
      'Approved automatically',
    ])
      expect(options).toContain(label);
    await user.click(screen.getByRole('option', { name: 'Image changed' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('update_image'));
    expect(asked.at(-1)?.get('actor')).toBe('system');
  });

  it("Export CSV downloads the filtered log (every page) under the server's dated name", async () => {
    answerAudit();
    const exported: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/audit/export', ({ request }) => {
        exported.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFFid,time\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log-2026-11-27.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen(AdminAuditRoute, {
      at: '/admin/audit?entity=order&action=auto_approve&actor=system&page=2',
      as: 'admin',
    });
    await screen.findAllByTestId('audit-entry');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['audit-log-2026-11-27.csv']));
    expect(Object.fromEntries(exported[0] ?? [])).toEqual({
      entity: 'order',
      action: 'auto_approve',
      actor: 'system',
    });
  });
});
