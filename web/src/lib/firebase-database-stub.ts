/**
 * Stands in for `firebase/database` in the bundle. reactfire's entry builds a table of Realtime
 * Database listeners when it loads, which keeps that whole SDK (~35 KB gzipped) alive even
 * though ReCell never uses it (the client talks to Auth and our API only, DESIGN.md §1).
 * vite.config.ts aliases the module here; any call would be a bug, so each one throws.
 */
function unavailable(): never {
  throw new Error('The Realtime Database is not part of ReCell.');
}

export const get = unavailable;
export const off = unavailable;
export const onChildAdded = unavailable;
export const onChildChanged = unavailable;
export const onChildMoved = unavailable;
export const onChildRemoved = unavailable;
export const onValue = unavailable;
