import { useNavigate } from 'react-router';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { VerificationRequest, verificationStanding } from '@/features/account/components/verification-request';
import { useLatestOwnListing } from '@/features/products/api/get-my-products';
import { AddProductForm } from '@/features/products/components/add-product-form';
import { useVerification } from '@/features/users/api/get-verification';
import { RequireAuth } from '@/app/layouts/require-auth';

/** Sellers add a product once an admin has verified them (spec §4); admins always may. */
function AddProductScreen() {
  const { user } = useAuth();
  const isAdmin = user?.roles.isAdmin ?? false;
  const verified = useVerification(isAdmin ? undefined : user?.email);
  // The phone number and place of the seller's last listing start the form; without them (an error, a first listing) it starts empty.
  const latest = useLatestOwnListing(user?.email ?? '');
  const navigate = useNavigate();
  const paths = usePaths();
  const { t, i18n } = useLingui();

  if (!isAdmin && verified.isPending) return <Spinner label={t`Checking your seller account…`} />;
  if (!isAdmin && verified.isError) {
    return <ErrorState error={verified.error} title={t`We could not check your seller account`} onRetry={() => void verified.refetch()} />;
  }
  if (!isAdmin && !verified.data?.verified) {
    return (
      <>
        <PageHeader title={t`Add your product`} />
        <EmptyState
          icon={<VerifiedUserIcon />}
          title={t`Sorry! You need to verify first`}
          text={i18n._(verificationStanding(verified.data?.verificationRequestedAt ?? null))}
          action={<VerificationRequest requestedAt={verified.data?.verificationRequestedAt ?? null} />}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t`Add your product`} subtitle={t`Describe the phone honestly: buyers see exactly this.`} />
      {latest.isPending ? (
        <Spinner label={t`Loading the form…`} />
      ) : (
        <AddProductForm
          onCreated={() => navigate(paths.myProducts.getHref())}
          remembered={latest.data ? { location: latest.data.location } : undefined}
        />
      )}
    </>
  );
}

export default function AddProductRoute() {
  return (
    <RequireAuth role="seller">
      <AddProductScreen />
    </RequireAuth>
  );
}
