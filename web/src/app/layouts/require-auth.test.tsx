import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admin, buyer, renderScreen, signedIn, signedOut } from '@/testing/render';
import { RequireAuth } from '@/app/layouts/require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>Login screen, from {(location.state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

describe('RequireAuth', () => {
  it('shows a spinner while auth is loading', () => {
    renderScreen(<RequireAuth>secret</RequireAuth>, { auth: { status: 'loading', user: null } });
    expect(screen.getByText('Checking your account…')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('sends a visitor to /login, remembering where they were going', async () => {
    renderScreen(<RequireAuth>secret</RequireAuth>, {
      auth: signedOut,
      at: '/dashboard/users',
      path: '/dashboard/users',
      routes: [{ path: '/login', element: <LoginProbe /> }],
    });
    await screen.findByText('Login screen, from /dashboard/users');
  });

  it('admits a signed-in person', async () => {
    renderScreen(<RequireAuth>secret</RequireAuth>, { auth: signedIn(buyer) });
    await screen.findByText('secret');
  });

  it('keeps a non-admin out of admin screens', async () => {
    renderScreen(<RequireAuth role="admin">secret</RequireAuth>, { auth: signedIn(buyer) });
    await screen.findByText('Only admins can open this page');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('lets an admin into seller screens', async () => {
    renderScreen(<RequireAuth role="seller">secret</RequireAuth>, { auth: signedIn(admin) });
    await screen.findByText('secret');
  });

  it('turns nobody away on the roles of an old token: it waits for the refreshed one', () => {
    renderScreen(<RequireAuth role="admin">secret</RequireAuth>, { auth: signedIn({ ...buyer, rolesFresh: false }) });
    expect(screen.getByText('Checking your account…')).toBeTruthy();
    expect(screen.queryByText('Only admins can open this page')).toBeNull();
  });

  it('admits at once on the roles of an old token that allow it', async () => {
    renderScreen(<RequireAuth role="admin">secret</RequireAuth>, { auth: signedIn({ ...admin, rolesFresh: false }) });
    await screen.findByText('secret');
  });
});
