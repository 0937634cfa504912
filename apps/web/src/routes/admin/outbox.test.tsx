import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePagination } from '@/test/fixtures';
import { makeOutboxEntry } from '@/test/notification-fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server, serverFailure } from '@/test/server';
import AdminOutboxRoute from './outbox';

const sent = makeOutboxEntry({
  id: 2,
  to_email: 'omar@bayside.example',
  subject: 'Order ORD-100042 shipped',
  status: 'sent',
  attempts: 1,
  sent_at: '2026-11-20T10:16:00.000Z',
});
const failed = makeOutboxEntry({
  id: 1,
  subject: 'New order ORD-100040',
  status: 'failed',
  attempts: 5,
  last_error: 'connect ECONNREFUSED 127.0.0.1:25',
});

function answerOutbox(answer: (page: number) => Response) {
  const pages: number[] = [];
  server.use(
    http.get('/api/admin/outbox', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      return answer(page);
    }),
  );
  return pages;
}

const openOutbox = () => renderScreen(AdminOutboxRoute, { at: '/admin/outbox', as: 'admin' });

describe('admin outbox (/admin/outbox)', () => {
  it('explains the outbox and lists each e-mail with its status', async () => {
    answerOutbox(() => ok({ items: [makeOutboxEntry(), sent, failed], pagination: makePagination(3, 20) }));
    openOutbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    expect(screen.getByText(/Without SMTP_URL set, e-mail waits here and nothing is sent\./)).toBeVisible();
    const table = await screen.findByRole('table', { name: 'E-mail outbox' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['To', 'Subject', 'Status', 'Attempts', 'Last error', 'Created', 'Sent']);
    const rows = within(table).getAllByTestId('outbox-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Pending')).toBeVisible();
    expect(within(rows[0]!).getByText('Not yet')).toBeVisible();
    expect(within(rows[1]!).getByText('Sent')).toBeVisible();
    expect(within(rows[1]!).getByText('omar@bayside.example')).toBeVisible();
    expect(within(rows[2]!).getByText('Failed')).toBeVisible();
    expect(within(rows[2]!).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    expect(within(rows[2]!).getByText('5')).toBeVisible();
    expect(screen.getByText('Showing 1 to 3 of 3 e-mails')).toBeVisible();
  });

  it('pages through the outbox', async () => {
    const pages = answerOutbox((page) =>
      ok({ items: [page === 1 ? sent : failed], pagination: makePagination(21, 20, page) }),
    );
    const { user } = openOutbox();
    expect(await screen.findByText('Order ORD-100042 shipped')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('New order ORD-100040')).toBeVisible();
    expect(pages).toEqual([1, 2]);
  });

  it('says when nothing was written yet, and shows a failure with Try Again', async () => {
    let failing = true;
    answerOutbox(() => (failing ? serverFailure() : ok({ items: [], pagination: makePagination(0, 20) })));
    const { user } = openOutbox();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the outbox')).toBeVisible();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No e-mail yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
