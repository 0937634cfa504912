import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addDays, utcToday } from './date-range';
import { DateRangePicker } from './date-range-picker';
import { useDateRange } from './use-date-range';

function Screen() {
  const control = useDateRange();
  return (
    <>
      <DateRangePicker control={control} />
      <output aria-label="Chosen range">
        {control.range.from}..{control.range.to}
      </output>
    </>
  );
}

function renderPicker(at = '/admin/reports') {
  const router = createMemoryRouter([{ path: '/admin/reports', Component: Screen }], {
    initialEntries: [at],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const today = utcToday();
const chosen = () => screen.getByRole('status', { name: 'Chosen range' }).textContent;
const presets = () => screen.getByRole('group', { name: 'Range presets' });

describe('DateRangePicker', () => {
  it('shows the last 30 days by default and switches presets, keeping the choice in the address', async () => {
    const { user, router } = renderPicker();
    expect(within(presets()).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(chosen()).toBe(`${addDays(today, -29)}..${today}`);
    expect(screen.getByText(/\(30 days, UTC\)/)).toBeVisible();

    await user.click(within(presets()).getByRole('button', { name: 'Last 7 days' }));
    expect(router.state.location.search).toBe('?range=7d');
    expect(chosen()).toBe(`${addDays(today, -6)}..${today}`);
    expect(within(presets()).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(presets()).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(presets()).getByRole('button', { name: 'Last 90 days' }));
    expect(router.state.location.search).toBe('?range=90d');
    expect(screen.getByText(/\(90 days, UTC\)/)).toBeVisible();
  });

  it('applies a custom range, and refuses a start after the end', async () => {
    const { user, router } = renderPicker('/admin/reports?range=7d&tab=stores');
    await user.click(within(presets()).getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-02-10');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?range=7d&tab=stores');

    await user.clear(to);
    await user.type(to, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'tab=stores&range=custom&from=2026-02-10&to=2026-02-28',
    );
    expect(chosen()).toBe('2026-02-10..2026-02-28');
    expect(screen.getByText('Feb 10 – Feb 28, 2026')).toBeVisible();
    expect(within(presets()).getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a custom range from a link, and says when the link range is wrong', () => {
    renderPicker('/admin/reports?range=custom&from=2025-01-01&to=2025-01-31');
    expect(screen.getByLabelText('From')).toHaveValue('2025-01-01');
    expect(chosen()).toBe('2025-01-01..2025-01-31');
  });

  it('falls back to 30 days on a wrong link range and says so', () => {
    renderPicker('/admin/reports?range=custom&from=2025-03-01&to=2025-01-31');
    expect(chosen()).toBe(`${addDays(today, -29)}..${today}`);
    expect(screen.getByText(/The link's range was not valid/)).toBeVisible();
  });
});
