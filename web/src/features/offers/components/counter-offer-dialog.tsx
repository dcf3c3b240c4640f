import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { OfferSide, OfferView } from '@contract/offers';
import { FormTextField } from '@/components/form/form-text-field';
import { setApiFieldErrors } from '@/components/form/api-field-errors';
import { useZodForm } from '@/components/form/use-zod-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { OFFER_MAX_ROUNDS } from '@contract/constants';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useCounterOffer } from '@/features/offers/api/counter-offer';
import { counterFormSchema } from '@/features/offers/lib/offer-form';
import { PRICE_INPUT } from '@/features/offers/lib/price-input';

/**
 * Proposes another price for a round this side answers: a seller asks more than the buyer offered,
 * a buyer offers less than the seller asked, both below the asking price.
 */
export function CounterOfferDialog({ offer, side, onClose }: { offer: OfferView; side: OfferSide; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { formatPrice, formatCount } = useFormat();
  const counter = useCounterOffer();
  const { control, handleSubmit, setError } = useZodForm(counterFormSchema(i18n, offer.listed_price, { by: side, onTable: offer.price }), { defaultValues: { price: '' } });
  const [onTable, asking] = [formatPrice(offer.price), formatPrice(offer.listed_price)];
  const [round, rounds] = [formatCount(offer.round + 1), formatCount(OFFER_MAX_ROUNDS)];
  const itemName = offer.item_name;

  const onSubmit = handleSubmit(async ({ price }) => {
    try {
      await counter.mutateAsync({ id: offer._id, price });
      notifySuccess('offerCountered', side === 'seller' ? t`The buyer has 24 hours to answer.` : t`The seller has 24 hours to answer.`);
      onClose();
    } catch (error) {
      setApiFieldErrors(setError, error);
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="counter-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="counter-title">
          <Trans>Counter {onTable}</Trans>
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            <Trans>
              {itemName}, asking {asking}. This is round {round} of {rounds}.
            </Trans>
          </DialogContentText>
          <FormTextField control={control} name="price" label={t`Your price`}
            required
            autoComplete="off"
            helperText={side === 'seller' ? t`Whole taka, more than ${onTable} and less than ${asking}.` : t`Whole taka, less than ${onTable}.`} slotProps={PRICE_INPUT} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={counter.isPending}>
            <Trans>Send counter</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
