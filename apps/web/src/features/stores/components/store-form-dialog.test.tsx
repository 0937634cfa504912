import type { Store } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { fail, http, ok, server } from '@/test/server';
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
  auto_approve_below: null,
  monthly_budget: null,
  time_zone: null,
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

describe('store form: approval rules (issue 22)', () => {
  it('shows the rules with their help, and sends amounts, time zone and cleared rules', async () => {
    const { user, sent } = openDialog({ ...store, auto_approve_below: 250, time_zone: 'America/Chicago' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Store' });
    const rules = within(dialog).getByRole('group', { name: 'Approval rules' });
    const under = within(rules).getByRole('textbox', { name: 'Auto-approve orders under' });
    const budget = within(rules).getByRole('textbox', { name: 'Monthly budget' });
    const zone = within(rules).getByRole('combobox', { name: 'Time zone' });
    expect(under).toHaveValue('250');
    expect(budget).toHaveValue('');
    expect(zone).toHaveValue('America/Chicago');
    expect(budget).toHaveAccessibleDescription(
      'Optional. Approved, shipped and completed orders of the month count.',
    );
    expect(within(zone).getByRole('option', { name: 'UTC (default)' })).toHaveValue('');

    await user.type(budget, '20,000.125');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter an amount such as 250 or 99.50')).toBeVisible();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.clear(budget);
    await user.type(budget, '$20,000');
    await user.clear(under);
    await user.selectOptions(zone, 'Europe/Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      auto_approve_below: null,
      monthly_budget: 20000,
      time_zone: 'Europe/Berlin',
    });
  });

  it("puts the API's refusal of a rule under its field", async () => {
    server.use(
      http.put('/api/admin/stores/12', () =>
        fail(400, 'time_zone: time_zone must be an IANA time zone such as America/Chicago', 'VALIDATION'),
      ),
    );
    const { user } = renderScreen(() => <StoreFormDialog open onOpenChange={() => {}} store={store} />, {
      at: '/admin/stores',
      as: 'admin',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Store' });
    const zone = within(dialog).getByRole('combobox', { name: 'Time zone' });
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const message = 'Time zone must be an IANA time zone such as America/Chicago';
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(
      `The budget's month starts at midnight on the 1st in this zone. ${message}`,
    );
    expect(zone).toHaveFocus();
  });
});
