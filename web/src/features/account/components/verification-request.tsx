import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useRequestVerification } from '@/features/account/api/request-verification';

/**
 * Where a seller's verification stands and what they do next: ask (once), or wait for an admin
 * with nothing more to do. Said beside VerificationRequest wherever listing is gated; shown with `i18n._()`.
 */
export function verificationStanding(requestedAt: string | null): MessageDescriptor {
  return requestedAt
    ? msg`An admin is checking your account. There is nothing more to do: you can add phones as soon as you are verified.`
    : msg`An admin checks every seller before they can list phones. Ask for verification once; you can add phones as soon as an admin has verified you.`;
}

/**
 * A seller not yet verified asks an admin to verify them with one button (POST
 * /api/users/me/verification-request); once asked, it says when. The same control on Profile,
 * My Products, Add Product and after registering as a seller. `requestedAt` is what the screen
 * read (the record or GET /verify/:email); the answer of the request shows at once.
 */
export function VerificationRequest({ requestedAt }: { requestedAt: string | null }) {
  const request = useRequestVerification();
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const asked = request.data?.user.verificationRequestedAt ?? requestedAt;

  if (asked) {
    const day = formatDate(asked);
    // The darker amber: the chip sits on tinted notices (My Products' is light blue), where the main one is below 4.5:1.
    return (
      <Chip
        icon={<ScheduleIcon />}
        color="warning"
        variant="outlined"
        label={t`Requested on ${day}`}
        sx={{ color: 'warning.dark', borderColor: 'warning.dark', '& .MuiChip-icon': { color: 'warning.dark' } }}
      />
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<VerifiedUserIcon />}
      disabled={request.isPending}
      onClick={() => request.mutate(undefined, { onSuccess: () => notifySuccess('verificationRequested') })}
    >
      {request.isPending ? t`Requesting…` : t`Request verification`}
    </Button>
  );
}
