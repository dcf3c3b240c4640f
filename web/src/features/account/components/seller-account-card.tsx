import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { UserRecord } from '@contract/users';
import { confirm } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/toasts';
import { useChangeRole } from '@/features/account/api/change-role';
import { AccountSection } from '@/features/account/components/account-section';
import { ADMIN_VERIFIES_SELLERS, VerificationRequest } from '@/features/account/components/verification-request';

/**
 * Selling on ReCell, on the profile page: a buyer becomes a seller (confirmed; the API changes
 * the role and the session takes the new claims, so the seller menu shows); a seller not yet
 * verified learns that an admin verifies sellers and asks for it with one button; a verified
 * seller sees the Verified chip and the way to list a phone. A seller may stop selling (the API
 * refuses while a phone of theirs is on sale or booked, and says so).
 */
export function SellerAccountCard({ me }: { me: UserRecord }) {
  const changeRole = useChangeRole();

  const becomeSeller = async () => {
    const confirmed = await confirm({
      title: 'Become a seller?',
      message: `You keep your orders and wishlist. ${ADMIN_VERIFIES_SELLERS} You can ask for verification right after.`,
      confirmLabel: 'Become a seller',
    });
    if (!confirmed) return;
    changeRole.mutate('seller', { onSuccess: () => notifySuccess('becameSeller') });
  };

  const stopSelling = async () => {
    const confirmed = await confirm({
      title: 'Stop selling?',
      message: `You go back to buying only${me.verified ? ' and give up your verification' : ''}. Phones on sale or booked must be sold or deleted first; sold ones stay in your history.`,
      confirmLabel: 'Stop selling',
    });
    if (!confirmed) return;
    changeRole.mutate('buyer', { onSuccess: () => notifySuccess('becameBuyer') });
  };
  const stopSellingButton = (
    <Button variant="text" color="inherit" size="small" disabled={changeRole.isPending} onClick={() => void stopSelling()} sx={{ mt: 2, ml: -1 }}>
      Stop selling
    </Button>
  );

  if (me.user_role === 'Buyer') {
    return (
      <AccountSection title="Selling" description="Sell the phones you no longer use to buyers near you. Listing is free; an admin verifies every seller first.">
        <Button variant="contained" startIcon={<StorefrontIcon />} disabled={changeRole.isPending} onClick={() => void becomeSeller()}>
          {changeRole.isPending ? 'Making you a seller…' : 'Become a seller'}
        </Button>
      </AccountSection>
    );
  }

  if (me.verified) {
    return (
      <AccountSection title="Selling" description="An admin has verified you: your listings carry the Verified badge.">
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip icon={<VerifiedIcon />} color="success" variant="outlined" label="Verified" />
          <Button component={RouterLink} to={paths.dashboard.addProduct.getHref()} variant="outlined">
            Add a product
          </Button>
        </Stack>
        {stopSellingButton}
      </AccountSection>
    );
  }

  return (
    <AccountSection
      title="Selling"
      description={
        <>
          {ADMIN_VERIFIES_SELLERS} Ask once: your request shows in the admins&apos; list of sellers, and you can list phones as soon as
          they verify you.
        </>
      }
    >
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label="Not verified" variant="outlined" />
        <VerificationRequest requestedAt={me.verificationRequestedAt} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Until then you can still buy phones as before.
      </Typography>
      {stopSellingButton}
    </AccountSection>
  );
}
