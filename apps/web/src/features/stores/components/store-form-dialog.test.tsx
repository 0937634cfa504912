import type { Store } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import { StoreFormDialog } from './store-form-dialog';

const store: Store = {
  id: 12,
  store_id: 'ST0012',
  name: 'Harbor Repairs',
  store_type: 'owned',
  location: '77 Congress Ave, Austin, TX',
  manager_name: null,
  phone_number: null,
  email_address: null,
  status: 'active',
  is_active: true,
  tax_rate: 6.5,
  member_count: 0,
  created_at: '2030-01-01T00:00:00.000Z',
};

/** The dialog open on its own, and the bodies the store calls got. */
function openDialog(editing: Store | null) {
  const sent: Record<string, unknown>[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return ok({ ...store, ...body });
  };
  server.use(http.post('/api/admin/stores', answer), http.put('/api/admin/stores/12', answer));
  const view = renderScreen(() => <StoreFormDialog open onOpenChange={() => {}} store={editing} />, {
    at: '/admin/stores',
    as: 'admin',
  });
  return { ...view, sent };
}

describe('store form: tax rate (issue 20)', () => {
  it("shows the store's own rate, checks it, and sends null once emptied", async () => {
    const { user, sent } = openDialog(store);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Store' });
    const rate = within(dialog).getByRole('textbox', { name: 'Tax rate (%)' });
    expect(rate).toHaveValue('6.5');
    expect(rate).toHaveAttribute('placeholder', 'Uses the default rate from Settings');

    await user.clear(rate);
    await user.type(rate, '8.1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter a rate such as 8.25 (at most 3 decimals)')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.clear(rate);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Harbor Repairs', tax_rate: null });
  });
});
