import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChartCard } from './chart-card';
import { ChartTable } from './chart-table';

function renderCard(empty = false) {
  render(
    <ChartCard
      title="Orders per Day"
      summary="12 orders over 7 days; the busiest day was Mar 4 with 5."
      empty={empty}
      chart={<svg data-testid="drawing" />}
      table={
        <ChartTable
          caption="Orders per day"
          columns={[{ label: 'Date' }, { label: 'Orders', numeric: true }]}
          rows={[
            { key: 'a', cells: ['Mar 4, 2026', '5'] },
            { key: 'b', cells: ['Mar 3, 2026', '7'] },
          ]}
        />
      }
      footer={<p>Legend</p>}
    />,
  );
  return userEvent.setup();
}

describe('ChartCard', () => {
  it('says what the chart shows, and swaps the drawing for its table and back', async () => {
    const user = renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders per Day' })).toBeVisible();
    expect(screen.getByText('12 orders over 7 days; the busiest day was Mar 4 with 5.')).toBeVisible();
    // The drawing is hidden from screen readers: the sentence and the table carry its figures.
    expect(screen.getByTestId('drawing').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Orders per day' });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: 'Mar 4, 2026' })).toBeVisible();
    expect(table).toBeVisible();
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(screen.getByText('Legend')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('drawing')).toBeInTheDocument();
  });

  it('offers no toggle when there is nothing to draw', () => {
    renderCard(true);
    expect(screen.queryByRole('button', { name: 'Show as table' })).toBeNull();
    expect(screen.queryByTestId('drawing')).toBeNull();
  });
});
