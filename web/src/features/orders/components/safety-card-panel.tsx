import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifyError, notifySuccess } from '@/lib/toasts';
import { useCreateSafetyCard, useRevokeSafetyCard } from '@/features/orders/api/safety-card';
import { formatMeetTime } from '@/features/orders/lib/meetup-time';
import type { SafetyCardResponse } from '@contract/orders';

/** The card's address on the origin this app is served from (the API's `url` names the origin it saw), in the page's language. */
function cardUrl(href: string): string {
  return new URL(href, window.location.origin).toString();
}

/**
 * The safety card: a link to send a friend, showing the meetup (place, time, phone,
 * who) and its live status without signing in. Copy it, or hand it to the system share sheet
 * where the browser has one; turn it off at any time.
 */
export function SafetyCardPanel({ orderId, itemName }: { orderId: string; itemName: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const paths = usePaths();
  const createCard = useCreateSafetyCard();
  const revokeCard = useRevokeSafetyCard();
  const [card, setCard] = useState<SafetyCardResponse | null>(null);
  const url = card ? cardUrl(paths.meetup.getHref(card.token)) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCreate = async () => {
    try {
      setCard(await createCard.mutateAsync(orderId));
    } catch {
      // Toasted by the query client.
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('linkCopied');
    } catch {
      notifyError(t`Copying was not allowed: select the link and copy it.`);
    }
  };
  const onShare = async () => {
    try {
      await navigator.share({ title: t`My ReCell meetup`, text: t`I'm meeting someone to hand over a ${itemName}. Here's where and when:`, url });
    } catch {
      // Closing the share sheet is not an error.
    }
  };
  const onRevoke = async () => {
    try {
      await revokeCard.mutateAsync(orderId);
    } catch {
      return;
    }
    setCard(null);
    notifySuccess('safetyCardRevoked');
  };

  return (
    <Box component="section" aria-labelledby="safety-card-title">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <ShieldIcon color="primary" />
        <Typography id="safety-card-title" variant="h6" component="h2">
          <Trans>Safety card</Trans>
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        <Trans>
          Send a friend a link with where and when you meet, and who. It shows no phone numbers or emails, follows the meetup live, and stops working a day after the meeting.
        </Trans>
      </Typography>
      {card ? (
        <>
          <TextField
            label={t`Link for your friend`}
            value={url}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
            }}
            helperText={t`Works until ${formatMeetTime(card.expiresAt, format)}.`}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void onCopy()}>
              <Trans>Copy link</Trans>
            </Button>
            {canShare ? (
              <Button variant="outlined" startIcon={<IosShareIcon />} onClick={() => void onShare()}>
                <Trans>Share…</Trans>
              </Button>
            ) : null}
            <Button color="error" onClick={() => void onRevoke()} disabled={revokeCard.isPending}>
              <Trans>Turn off link</Trans>
            </Button>
          </Box>
        </>
      ) : (
        <Button variant="outlined" startIcon={<ShieldIcon />} onClick={() => void onCreate()} disabled={createCard.isPending}>
          {createCard.isPending ? t`Making the link…` : t`Share a safety card`}
        </Button>
      )}
    </Box>
  );
}
