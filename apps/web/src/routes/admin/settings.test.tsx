import type { Settings } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { fail, http, ok, server, serverFailure } from '@/test/server';
import AdminSettingsRoute from './settings';

const settings: Settings = {
  company_name: 'Parts Wholesale Co.',
  company_address: '1 Harbor Way\nAustin, TX 78701',
  company_tax_id: null,
  tax_rate: 8.25,
  shipping_fee: 15,
  free_shipping_threshold: 500,
  updated_at: '2030-01-01T00:00:00.000Z',
};

/** GET and PUT /admin/settings; `save` answers the PUT and the bodies it got are kept. */
function answerSettings(save: (body: Record<string, unknown>) => Response) {
  const saved: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/admin/settings', () => ok(settings)),
    http.put('/api/admin/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return save(body);
    }),
  );
  return saved;
}

const openSettings = () => renderScreen(AdminSettingsRoute, { at: '/admin/settings', as: 'admin' });

describe('settings screen (/admin/settings)', () => {
  it('shows the current settings, checks the form, then saves every field', async () => {
    const saved = answerSettings((body) => ok({ ...settings, ...body }, 'Settings saved'));
    const { user } = openSettings();
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    const rate = await screen.findByRole('textbox', { name: /Tax rate \(%\)/ });
    expect(rate).toHaveValue('8.25');
    expect(screen.getByRole('textbox', { name: /Shipping fee/ })).toHaveValue('15.00');
    expect(screen.getByRole('textbox', { name: /Free shipping from/ })).toHaveValue('500.00');
    expect(screen.getByText('Placed orders keep the tax and shipping they were placed with.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: /Company name/ }));
    await user.clear(rate);
    await user.type(rate, '100.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company name is required')).toBeVisible();
    expect(screen.getByText('Tax rate must be at most 100')).toBeVisible();
    expect(saved).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Harbor Parts Ltd');
    await user.clear(rate);
    await user.type(rate, '7.125');
    await user.clear(screen.getByRole('textbox', { name: /Free shipping from/ }));
    await user.type(screen.getByRole('textbox', { name: /Tax ID/ }), 'EIN 12-3456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(saved).toEqual([
      {
        company_name: 'Harbor Parts Ltd',
        company_address: '1 Harbor Way\nAustin, TX 78701',
        company_tax_id: 'EIN 12-3456789',
        tax_rate: 7.125,
        shipping_fee: 15,
        free_shipping_threshold: null,
      },
    ]);
  });

  it("shows the server's reason when saving fails and keeps the values", async () => {
    answerSettings(() => fail(400, 'shipping_fee: shipping_fee must be at most 1000000', 'VALIDATION'));
    const { user } = openSettings();
    const fee = await screen.findByRole('textbox', { name: /Shipping fee/ });
    await user.clear(fee);
    await user.type(fee, '999999.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Failed to save settings: shipping_fee: shipping_fee must be at most 1000000';
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(fee).toHaveValue('999999.99');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('offers Try Again when the settings cannot load', async () => {
    let failing = true;
    server.use(http.get('/api/admin/settings', () => (failing ? serverFailure() : ok(settings))));
    const { user } = openSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load settings');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Parts Wholesale Co.');
  });
});
