import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { REVIEW_BLIND_DAYS, REVIEW_TEXT_MAX_LENGTH } from '@contract/constants';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { notifySuccess } from '@/lib/toasts';
import { reviewFormSchema, useCreateReview } from '@/features/reviews/api/create-review';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Stars (1–5) and a few words about the other side of a completed order. */
export function ReviewForm({ orderId, otherName, onDone }: { orderId: string; otherName: string; onDone?: () => void }) {
  const { control, handleSubmit } = useZodForm(reviewFormSchema, { defaultValues: { rating: 0, text: '' } });
  const { field: rating, fieldState: ratingState } = useController({ control, name: 'rating' });
  const text = useWatch({ control, name: 'text' }) ?? '';
  const create = useCreateReview(orderId);
  const stars = Number(rating.value) || 0;

  const onSubmit = handleSubmit((body) => create.mutate(body, {
      onSuccess: () => {
        notifySuccess('reviewSent');
        onDone?.();
      },
    }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={`Review ${otherName}`} sx={{ display: 'grid', gap: 1 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" fontWeight={600} sx={{ mb: 0.5 }}>
          How was your deal with {otherName}?
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
            {STAR_WORDS[stars]}
          </Typography>
        </Box>
        <FormHelperText error={Boolean(ratingState.error)} sx={{ mx: 0 }}>
          {ratingState.error?.message ?? ' '}
        </FormHelperText>
      </Box>
      <FormTextField
        control={control}
        name="text"
        label="Your review (optional)"
        multiline
        minRows={3}
        fullWidth
        helperText={`${text.length} / ${REVIEW_TEXT_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_LENGTH } }}
      />
      <Typography variant="body2" color="text.secondary">
        Reviews are double-blind: yours shows once {otherName} has written theirs, or {REVIEW_BLIND_DAYS} days after the handover.
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Send review'}
        </Button>
      </Box>
    </Box>
  );
}
