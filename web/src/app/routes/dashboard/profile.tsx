import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/features/account/api/get-me';
import { ChangePasswordCard } from '@/features/account/components/change-password-card';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { EmailPreferencesCard } from '@/features/account/components/email-preferences-card';
import { LanguageCard } from '@/features/account/components/language-card';
import { ProfileDetailsCard } from '@/features/account/components/profile-details-card';
import { PhoneNumberCard } from '@/features/account/components/phone-number-card';
import { SellerAccountCard } from '@/features/account/components/seller-account-card';

/**
 * /dashboard/profile, for every signed-in person: their own record (GET /api/users/me) in
 * sections that stack, each a component of its own. The dashboard layout already requires a
 * signed-in user.
 */
export default function ProfileRoute() {
  const { user } = useAuth();
  const me = useMe(user?.uid);
  const { t } = useLingui();

  return (
    <>
      <PageHeader title={t`Profile`} subtitle={t`Your details, phone number, selling, password, emails and account.`} />
      {me.isPending ? (
        <Spinner label={t`Loading your profile…`} />
      ) : me.isError ? (
        <ErrorState error={me.error} title={t`We could not load your profile`} onRetry={() => void me.refetch()} />
      ) : (
        <Stack spacing={{ xs: 2, md: 3 }}>
          {/* Keyed by the saved name and photo, so the form starts again from what was saved. */}
          <ProfileDetailsCard key={`${me.data.name}|${me.data.image}`} me={me.data} />
          <LanguageCard />
          <PhoneNumberCard phoneNumber={user?.phoneNumber ?? null} />
          <SellerAccountCard me={me.data} />
          <ChangePasswordCard email={me.data.email} providers={user?.providers ?? []} />
          <EmailPreferencesCard me={me.data} />
          <DeleteAccountCard providers={user?.providers ?? []} />
        </Stack>
      )}
    </>
  );
}
