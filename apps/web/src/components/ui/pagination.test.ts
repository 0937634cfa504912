// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentProps, createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

function renderPager(props: Omit<ComponentProps<typeof Pagination>, 'onPageChange'>) {
  const asked: number[] = [];
  render(h(Pagination, { ...props, onPageChange: (page: number) => asked.push(page) }));
  return asked;
}

const pageButtons = () =>
  screen.queryAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

// Role queries are slow in jsdom on a loaded machine.
describe('Pagination', { timeout: 30_000 }, () => {
  it("says 'Showing X to Y of Z' and offers Previous, up to 5 pages and Next", () => {
    const asked = renderPager({
      page: 2,
      pages: 9,
      label: 'Stores pages',
      summary: { total: 100, limit: 12, noun: 'stores' },
    });
    expect(screen.getByText('Showing 13 to 24 of 100 stores')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Stores pages' });
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(asked).toEqual([1, 4, 3]);
    expect(nav.contains(screen.getByRole('button', { name: 'Next' }))).toBe(true);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderPager({ page: 1, pages: 2, label: 'Order pages' });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderPager({ page: 2, pages: 2, label: 'Order pages' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the summary but drops the buttons when one page holds everything', () => {
    renderPager({
      page: 1,
      pages: 1,
      label: 'Stores pages',
      summary: { total: 1, limit: 12, noun: 'stores' },
    });
    expect(screen.getByText('Showing 1 to 1 of 1 stores')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows nothing for a single page without a summary, or an empty list', () => {
    renderPager({ page: 1, pages: 1, label: 'Order pages' });
    renderPager({
      page: 1,
      pages: 0,
      label: 'Stores pages',
      summary: { total: 0, limit: 12, noun: 'stores' },
    });
    expect(document.body.textContent).toBe('');
  });

  it('slides a window of 7 on My Orders', () => {
    renderPager({ page: 10, pages: 20, label: 'Order pages', maxButtons: 7 });
    expect(pageButtons()).toEqual(['7', '8', '9', '10', '11', '12', '13']);
  });

  it("compact: Previous, 'Page n of N' and Next, all held while loading", () => {
    renderPager({ page: 2, pages: 3, label: 'Pagination', compact: true, disabled: true });
    expect(screen.getByText('Page 2 of 3').getAttribute('aria-current')).toBe('page');
    expect(pageButtons()).toEqual([]);
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual([
      ['Previous', true],
      ['Next', true],
    ]);
  });
});
