import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNotificationList } from '@/test/notification-fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import { EmailPreferenceCard } from './email-preference-card';

describe("the profile's e-mail switch", () => {
  it('shows the stored preference and saves a change with a toast', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/notifications', () => ok(makeNotificationList())),
      http.put('/api/notifications/preferences', async ({ request }) => {
        const body = (await request.json()) as { email_notifications: boolean };
        bodies.push(body);
        return ok(body, 'Preferences saved');
      }),
    );
    const { user } = renderScreen(EmailPreferenceCard, { at: '/store/profile', as: 'user' });
    const toggle = await screen.findByRole('switch', { name: 'E-mail me about orders' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText('Preferences saved')).toBeVisible();
    expect(bodies).toEqual([{ email_notifications: false }]);
    expect(toggle).not.toBeChecked();
  });
});
