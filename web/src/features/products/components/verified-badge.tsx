import { Pill } from '@/components/pill';

/** Whether an admin has verified the seller; on a phone's compact card, its icon alone. */
export function VerifiedBadge({ verified, compactOnPhone = false }: { verified: boolean; compactOnPhone?: boolean }) {
  return verified ? (
    <Pill look="successSoft" glyph="verified" label="Verified" title="Verified seller" compactOnPhone={compactOnPhone} />
  ) : (
    <Pill look="muted" glyph="help" label="Not verified" title="Seller not verified yet" compactOnPhone={compactOnPhone} />
  );
}

/** Whether the seller's mobile number is verified (the one buyers get once they book); nothing when it is not. */
export function PhoneVerifiedBadge({ verified }: { verified: boolean | undefined }) {
  return verified ? <Pill look="successSoft" glyph="smartphone" label="Phone verified" title="The seller's mobile number is verified" /> : null;
}
