import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { StarsShown } from '@/components/stars-shown';
import { useOrderReview } from '@/features/reviews/api/get-order-review';
import { ReviewForm } from '@/features/reviews/components/review-form';

interface OrderReviewProps {
  orderId: string;
  /** The other side of the order, whom the caller reviews. */
  otherName: string;
  /** What the caller's phone, dialog and labels call the deal. */
  itemName: string;
}

/**
 * Where the caller stands on reviewing a completed order: "Leave a review" (a dialog with the
 * form), "waiting for the other side" while the reviews are blind, or both ratings once published.
 */
export function OrderReview({ orderId, otherName, itemName }: OrderReviewProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const state = useOrderReview(orderId);
  if (state.isPending) return <Skeleton variant="rounded" width={120} height={30} role="progressbar" aria-label={t`Loading review`} />;
  if (state.isError) return null;
  const { canReview, mine, theirs } = state.data;

  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {canReview ? (
        <Button size="small" variant="contained" onClick={() => setOpen(true)}>
          <Trans>Leave a review</Trans>
        </Button>
      ) : null}
      {mine && !mine.published ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <HourglassIcon aria-hidden="true" sx={{ fontSize: 16 }} />
          <Trans>Review sent, waiting for the other side</Trans>
        </Typography>
      ) : null}
      {mine?.published ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Trans>
            You: <StarsShown rating={mine.rating} size="1rem" />
          </Trans>
        </Typography>
      ) : null}
      {theirs ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} title={theirs.text || undefined}>
          <Trans>
            {otherName}: <StarsShown rating={theirs.rating} size="1rem" />
          </Trans>
        </Typography>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={`review-title-${orderId}`}>
        <DialogTitle id={`review-title-${orderId}`} sx={{ pr: 6 }}>
          <Trans>Review {otherName}</Trans>
          <Typography variant="body2" color="text.secondary">
            {itemName}
          </Typography>
        </DialogTitle>
        <IconButton aria-label={t`Close`} onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <ReviewForm orderId={orderId} otherName={otherName} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
