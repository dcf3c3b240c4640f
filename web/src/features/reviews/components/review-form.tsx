import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { REVIEW_BLIND_DAYS, REVIEW_TEXT_MAX_LENGTH } from '@contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormat, useWords } from '@/lib/i18n/hooks';
import { validationMessage } from '@/lib/i18n/validation-messages';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/toasts';
import { reviewFormSchema, useCreateReview } from '@/features/reviews/api/create-review';

/** What each number of stars means, from 1 to 5. */
const STAR_WORDS: readonly MessageDescriptor[] = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

/** Stars (1–5) and a few words about the other side of a completed order. */
export function ReviewForm({ orderId, otherName, onDone }: { orderId: string; otherName: string; onDone?: () => void }) {
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const words = useWords();
  const { control, handleSubmit } = useZodForm(reviewFormSchema, { defaultValues: { rating: 0, text: '' } });
  const { field: rating, fieldState: ratingState } = useController({ control, name: 'rating' });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const create = useCreateReview(orderId);
  const stars = Number(rating.value) || 0;
  const starWords = STAR_WORDS[stars - 1];
  const blindDays = formatCount(REVIEW_BLIND_DAYS);
  // The stars are no form field of components/form/, so their message is worded here as those fields word theirs.
  const ratingError = ratingState.error?.message;

  const onSubmit = handleSubmit((body) => create.mutate(body, {
      onSuccess: () => {
        notifySuccess('reviewSent');
        onDone?.();
      },
    }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Review ${otherName}`} sx={{ display: 'grid', gap: 1 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" fontWeight={600} sx={{ mb: 0.5 }}>
          <Trans>How was your deal with {otherName}?</Trans>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Rating
            name={`rating-${orderId}`}
            value={stars || null}
            onChange={(_event, value) => rating.onChange(value ?? 0)}
            size="large"
            ref={rating.ref}
          />
          <Typography variant="body2" color="text.secondary" aria-hidden="true">
            {starWords ? i18n._(starWords) : ''}
          </Typography>
        </Box>
        <FormHelperText error={Boolean(ratingState.error)} sx={{ mx: 0 }}>
          {ratingError ? validationMessage(ratingError, words) : ' '}
        </FormHelperText>
      </Box>
      <FormTextField
        control={control}
        name="text"
        label={t`Your review (optional)`}
        multiline
        minRows={3}
        fullWidth
        helperText={`${formatCount(text.length)} / ${formatCount(REVIEW_TEXT_MAX_LENGTH)}`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_LENGTH } }}
      />
      <Typography variant="body2" color="text.secondary">
        <Trans>
          Reviews are double-blind: yours shows once {otherName} has written theirs, or {blindDays} days after the handover.
        </Trans>
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t`Sending…` : t`Send review`}
        </Button>
      </Box>
    </Box>
  );
}
