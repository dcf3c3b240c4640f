import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRecord } from '@contract/users';
import { confirm } from '@/components/confirm-dialog';
import { usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useChangeRole } from '@/features/account/api/change-role';
import { AccountSection } from '@/features/account/components/account-section';
import { VerificationRequest } from '@/features/account/components/verification-request';

/**
 * Selling on ReCell, on the profile page: a buyer becomes a seller (confirmed; the API changes
 * the role and the session takes the new claims, so the seller menu shows); a seller not yet
 * verified learns that an admin verifies sellers and asks for it with one button; a verified
 * seller sees the Verified chip and the way to list a phone. A seller may stop selling (the API
 * refuses while a phone of theirs is on sale or booked, and says so).
 */
export function SellerAccountCard({ me }: { me: UserRecord }) {
  const changeRole = useChangeRole();
  const paths = usePaths();
  const { t } = useLingui();

  const becomeSeller = async () => {
    const confirmed = await confirm({
      title: t`Become a seller?`,
      message: t`You keep your orders and wishlist. An admin checks every seller before they can list phones. You can ask for verification right after.`,
      confirmLabel: t`Become a seller`,
    });
    if (!confirmed) return;
    changeRole.mutate('seller', { onSuccess: () => notifySuccess('becameSeller') });
  };

  const stopSelling = async () => {
    const confirmed = await confirm({
      title: t`Stop selling?`,
      message: me.verified
        ? t`You go back to buying only and give up your verification. Phones on sale or booked must be sold or deleted first; sold ones stay in your history.`
        : t`You go back to buying only. Phones on sale or booked must be sold or deleted first; sold ones stay in your history.`,
      confirmLabel: t`Stop selling`,
    });
    if (!confirmed) return;
    changeRole.mutate('buyer', { onSuccess: () => notifySuccess('becameBuyer') });
  };
  const stopSellingButton = (
    <Button variant="text" color="inherit" size="small" disabled={changeRole.isPending} onClick={() => void stopSelling()} sx={{ mt: 2, ml: -1 }}>
      <Trans>Stop selling</Trans>
    </Button>
  );

  if (me.user_role === 'Buyer') {
    return (
      <AccountSection
        title={t`Selling`}
        description={t`Sell the phones you no longer use to buyers near you. Listing is free; an admin verifies every seller first.`}
      >
        <Button variant="contained" startIcon={<StorefrontIcon />} disabled={changeRole.isPending} onClick={() => void becomeSeller()}>
          {changeRole.isPending ? t`Making you a seller…` : t`Become a seller`}
        </Button>
      </AccountSection>
    );
  }

  if (me.verified) {
    return (
      <AccountSection title={t`Selling`} description={t`An admin has verified you: your listings carry the Verified badge.`}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip icon={<VerifiedIcon />} color="success" variant="outlined" label={t`Verified`} />
          <Button component={RouterLink} to={paths.dashboard.addProduct.getHref()} variant="outlined">
            <Trans>Add a product</Trans>
          </Button>
        </Stack>
        {stopSellingButton}
      </AccountSection>
    );
  }

  return (
    <AccountSection
      title={t`Selling`}
      description={t`An admin checks every seller before they can list phones. Ask once: your request shows in the admins' list of sellers, and you can list phones as soon as they verify you.`}
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={t`Not verified`} variant="outlined" />
        <VerificationRequest requestedAt={me.verificationRequestedAt} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <Trans>Until then you can still buy phones as before.</Trans>
      </Typography>
      {stopSellingButton}
    </AccountSection>
  );
}
