import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OfferView } from '@contract/offers';
import { offerPriceRange } from '@contract/offer-status';
import { FormTextField } from '@/components/form/form-text-field';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useMakeOffer } from '@/features/offers/api/make-offer';
import { offerFormSchema } from '@/features/offers/lib/offer-form';
import { PRICE_INPUT } from '@/features/offers/lib/price-input';

/** What the offer form needs of the listing: its id, asking price and the fair-price range of its model, when known. */
export interface OfferTarget {
  id: string;
  price: number;
  priceLow?: number | null;
  priceHigh?: number | null;
}

/**
 * The buyer's offer: a price in whole taka (checked as the API checks it, with its words) with the
 * range it may take and the model's fair-price range beside it, and an optional note for the seller.
 */
export function MakeOfferForm({ listing, onSent, onCancel }: { listing: OfferTarget; onSent: (offer: OfferView) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { formatPrice, formatPriceRange } = useFormat();
  const makeOffer = useMakeOffer();
  const { control, handleSubmit, setError } = useZodForm(offerFormSchema(i18n, listing.price), { defaultValues: { price: '', message: '' } });
  const range = offerPriceRange(listing.price);
  const [min, max, asking] = [formatPrice(range.min), formatPrice(range.max), formatPrice(listing.price)];
  const fair = listing.priceLow && listing.priceHigh ? formatPriceRange(listing.priceLow, listing.priceHigh) : null;

  const onSubmit = handleSubmit(async ({ price, message }) => {
    try {
      const { offer } = await makeOffer.mutateAsync({ listingId: listing.id, price, message });
      if (offer.status === 'declined') notifySuccess('offerDeclinedAtOnce', offer.decline_reason ?? undefined);
      else notifySuccess('offerSent', t`The seller has 24 hours to accept, decline or counter.`);
      onSent(offer);
    } catch (error) {
      // A price the API refused shows on the field; anything else, the query client has toasted.
      setApiFieldErrors(setError, error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Make an offer`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        <Trans>Make an offer</Trans>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, columnGap: 2, alignItems: 'start' }}>
        <FormTextField
          control={control}
          name="price"
          label={t`Your price`}
          required
          autoComplete="off"
          helperText={t`Whole taka, from ${min} to ${max}.`}
          slotProps={PRICE_INPUT}
        />
        <Box sx={{ pt: { xs: 0.5, sm: 1 }, pb: { xs: 1, sm: 0 } }}>
          <Typography variant="body2" color="text.secondary">
            <Trans>Asking {asking}</Trans>
          </Typography>
          {fair ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>Fair price for this model: {fair}</Trans>
            </Typography>
          ) : null}
        </Box>
      </Box>
      <FormTextField control={control} name="message" label={t`Message for the seller (optional)`} multiline minRows={2} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} color="inherit">
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={makeOffer.isPending}>
          {makeOffer.isPending ? t`Sending…` : t`Send offer`}
        </Button>
      </Box>
    </Box>
  );
}
