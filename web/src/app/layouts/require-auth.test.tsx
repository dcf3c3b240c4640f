import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/api-mock';
import { buyer, renderScreen, signedIn, signedOut } from '@/testing/render';
import { RequireAuth } from '@/app/layouts/require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>Login screen, from {(location.state as { from?: { pathname: string } } | null)?.from?.pathname}</p>;
}

const roles = (flags: { isAdmin: boolean; isBuyer: boolean; isSeller: boolean }) =>
  mockApi({
    [`GET /api/users/admin/${buyer.email}`]: { body: { isAdmin: flags.isAdmin } },
    [`GET /api/users/buyer/${buyer.email}`]: { body: { isBuyer: flags.isBuyer } },
    [`GET /api/users/seller/${buyer.email}`]: { body: { isSeller: flags.isSeller } },
  });

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

  it('admits a signed-in person once the roles have answered', async () => {
    roles({ isAdmin: false, isBuyer: true, isSeller: false });
    renderScreen(<RequireAuth>secret</RequireAuth>, { auth: signedIn(buyer) });
    await screen.findByText('secret');
  });

  it('keeps a non-admin out of admin screens', async () => {
    roles({ isAdmin: false, isBuyer: true, isSeller: false });
    renderScreen(<RequireAuth role="admin">secret</RequireAuth>, { auth: signedIn(buyer) });
    await screen.findByText('Only admins can open this page');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('lets an admin into seller screens', async () => {
    roles({ isAdmin: true, isBuyer: true, isSeller: false });
    renderScreen(<RequireAuth role="seller">secret</RequireAuth>, { auth: signedIn(buyer) });
    await screen.findByText('secret');
  });
});
