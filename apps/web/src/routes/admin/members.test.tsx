import type { CreateMemberBody, Member } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePagination } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { http, ok, server } from '@/test/server';
import AdminMembersRoute from './members';

// The form's Active switch measures itself (Radix), which jsdom cannot: a stand-in that never reports.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** The members screen with no members yet and no stores; records what POST /admin/users got. */
function openMembers() {
  const created: CreateMemberBody[] = [];
  server.use(
    http.get('/api/admin/users', () => ok({ users: [], pagination: makePagination(0, 10) })),
    http.get('/api/admin/stores', () => ok({ stores: [], pagination: makePagination(0, 100) })),
    http.post('/api/admin/users', async ({ request }) => {
      const body = (await request.json()) as CreateMemberBody;
      created.push(body);
      const member: Member = {
        id: 90,
        name: body.name ?? '',
        email: body.email,
        phone_number: null,
        role: 'user',
        designation: 'viewer',
        store_id: null,
        store_name: null,
        is_active: true,
        created_at: '2026-11-20T10:15:00.000Z',
      };
      return ok(
        body.send_invitation
          ? { ...member, invitation_sent: true }
          : { ...member, temporaryPassword: 'tempAb12Cd' },
        'Member created successfully',
      );
    }),
  );
  return { ...renderScreen(AdminMembersRoute, { at: '/admin/members', as: 'admin' }), created };
}

describe('add member: invitation instead of a password (issue 21)', () => {
  it('hides the password fields, sends send_invitation without a password, and says where it went', async () => {
    const { user, created } = openMembers();
    await user.click((await screen.findAllByRole('button', { name: 'Add Member' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    const setPassword = within(dialog).getByRole('radio', { name: 'Set a password' });
    const invite = within(dialog).getByRole('radio', { name: 'Send an invitation by e-mail' });
    expect(setPassword).toBeChecked();
    expect(within(dialog).getByLabelText('Password')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Ivy Invite');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ivy@harbor.example');
    // A short password typed first does not block the invitation once it is chosen.
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    await user.click(invite);
    expect(invite).toBeChecked();
    expect(invite).toHaveAccessibleDescription(
      'They choose their own password from a link valid for 72 hours.',
    );
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Confirm Password')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText('Member created. Invitation sent to ivy@harbor.example')).toBeVisible();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      email: 'ivy@harbor.example',
      name: 'Ivy Invite',
      send_invitation: true,
    });
    expect(created[0]).not.toHaveProperty('password');
    expect(created[0]).not.toHaveProperty('confirmPassword');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still shows the temporary password when a password is chosen and left blank', async () => {
    const { user, created } = openMembers();
    await user.click((await screen.findAllByRole('button', { name: 'Add Member' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Team Member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Pat Password');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@harbor.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(shown).getByRole('textbox', { name: 'Temporary password' })).toHaveValue('tempAb12Cd');
    expect(created[0]).not.toHaveProperty('send_invitation');
    expect(created[0]).toMatchObject({ password: '', confirmPassword: '' });
  });
});
