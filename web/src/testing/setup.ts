import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens never talk to Firebase in unit tests: the session module is replaced by a fake whose
// token tests can read; auth state comes from the AuthStateContext the render helper provides.
vi.mock('@/lib/auth-session', () => ({
  AuthSession: () => null,
  idToken: async () => 'test-id-token',
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  signInWithProvider: vi.fn(),
  updateUserProfile: vi.fn(),
  deleteCurrentUser: vi.fn(),
  logOut: vi.fn(async () => undefined),
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
