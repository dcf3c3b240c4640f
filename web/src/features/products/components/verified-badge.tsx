import { useLingui } from '@lingui/react/macro';
import { Pill } from '@/components/pill';

/** Whether an admin has verified the seller; on a phone's compact card, its icon alone. */
export function VerifiedBadge({ verified, compactOnPhone = false }: { verified: boolean; compactOnPhone?: boolean }) {
  const { t } = useLingui();
  return verified ? (
    <Pill look="successSoft" glyph="verified" label={t`Verified`} title={t`Verified seller`} compactOnPhone={compactOnPhone} />
  ) : (
    <Pill look="muted" glyph="help" label={t`Not verified`} title={t`Seller not verified yet`} compactOnPhone={compactOnPhone} />
  );
}

/** Whether the seller's mobile number is verified (the one buyers get once they book); nothing when it is not. */
export function PhoneVerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useLingui();
  return verified ? <Pill look="successSoft" glyph="smartphone" label={t`Phone verified`} title={t`The seller's mobile number is verified`} /> : null;
}
