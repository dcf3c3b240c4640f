/**
 * Whether a build runs against the emulators (the local stack): a `demo-` project id (the default),
 * which Firebase never serves, or an Auth emulator address. The deploy refuses both
 * (scripts/deploy.ts), so a deployed build is never one. Shared by the app (config/env.ts) and the
 * route table (app/routes.ts), which leaves the developer pages out of every other build.
 */
export function usesEmulators(vars: { VITE_FIREBASE_PROJECT_ID?: string; VITE_AUTH_EMULATOR_HOST?: string }): boolean {
  return (vars.VITE_FIREBASE_PROJECT_ID || 'demo-recell').startsWith('demo-') || Boolean(vars.VITE_AUTH_EMULATOR_HOST);
}
