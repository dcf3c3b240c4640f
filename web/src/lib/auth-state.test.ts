import { describe, expect, it } from 'vitest';
import { rolesFromClaims } from '@/lib/auth-state';

describe('rolesFromClaims', () => {
  it("reads the API's claims: role buyer or seller, admin as a flag", () => {
    expect(rolesFromClaims({ role: 'buyer' })).toEqual({ isAdmin: false, isBuyer: true, isSeller: false });
    expect(rolesFromClaims({ role: 'seller', verified: true })).toEqual({ isAdmin: false, isBuyer: false, isSeller: true });
    expect(rolesFromClaims({ role: 'buyer', admin: true })).toEqual({ isAdmin: true, isBuyer: true, isSeller: false });
  });

  it('gives no role to an account whose record is still being made, and trusts nothing else', () => {
    expect(rolesFromClaims({})).toEqual({ isAdmin: false, isBuyer: false, isSeller: false });
    expect(rolesFromClaims({ role: 'admin', admin: 'true' })).toEqual({ isAdmin: false, isBuyer: false, isSeller: false });
  });
});
