import { createElement, Fragment } from 'react';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as AuthSessionModule from '@/lib/auth-session';

// findBy* and waitFor wait up to 5 s, not 1: on a busy 2-core machine (npm test runs its two lanes at
// once) a screen's first render after its mocked answer can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Screens never talk to Firebase in unit tests: the session module is replaced by a fake whose
// token tests can read; auth state comes from the AuthStateContext the render helper provides.
// Typed against the real module, so an export added there (or a changed signature) fails here.
vi.mock('@/lib/auth-session', (): typeof AuthSessionModule => ({
  AuthSession: () => createElement(Fragment),
  idToken: vi.fn<typeof AuthSessionModule.idToken>(async () => 'test-id-token'),
  signInWithEmail: vi.fn<typeof AuthSessionModule.signInWithEmail>(),
  signUpWithEmail: vi.fn<typeof AuthSessionModule.signUpWithEmail>(),
  signInWithProvider: vi.fn<typeof AuthSessionModule.signInWithProvider>(),
  updateUserProfile: vi.fn<typeof AuthSessionModule.updateUserProfile>(),
  deleteCurrentUser: vi.fn<typeof AuthSessionModule.deleteCurrentUser>(),
  refreshRoles: vi.fn<typeof AuthSessionModule.refreshRoles>(async () => undefined),
  logOut: vi.fn<typeof AuthSessionModule.logOut>(async () => undefined),
  sendPasswordReset: vi.fn<typeof AuthSessionModule.sendPasswordReset>(async () => undefined),
  verifyResetCode: vi.fn<typeof AuthSessionModule.verifyResetCode>(),
  confirmReset: vi.fn<typeof AuthSessionModule.confirmReset>(async () => undefined),
  reauthenticate: vi.fn<typeof AuthSessionModule.reauthenticate>(async () => undefined),
  changePassword: vi.fn<typeof AuthSessionModule.changePassword>(async () => undefined),
  sendPhoneCode: vi.fn<typeof AuthSessionModule.sendPhoneCode>(async () => undefined),
  confirmPhoneCode: vi.fn<typeof AuthSessionModule.confirmPhoneCode>(async () => '+8801712345678'),
}));

// jsdom lacks these browser APIs that MUI and the image preview use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
