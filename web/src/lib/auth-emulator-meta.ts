/**
 * The `<meta>` by which a page of the local stack names its Auth emulator (app/root.tsx), whose port
 * moves with the stack's (RECELL_PORT_OFFSET) where the build's address cannot (lib/firebase.ts).
 */
export const AUTH_EMULATOR_META = 'recell-auth-emulator';
