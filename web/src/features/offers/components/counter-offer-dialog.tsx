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
import { formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useCounterOffer } from '@/features/offers/api/counter-offer';
import { counterFormSchema } from '@/features/offers/lib/offer-form';
import { PRICE_INPUT } from '@/features/offers/lib/price-input';

/**
 * Proposes another price for a round this side answers: a seller asks more than the buyer offered,
 * a buyer offers less than the seller asked, both below the asking price.
 */
export function CounterOfferDialog({ offer, side, onClose }: { offer: OfferView; side: OfferSide; onClose: () => void }) {
  const counter = useCounterOffer();
  const { control, handleSubmit, setError } = useZodForm(counterFormSchema(offer.listed_price, { by: side, onTable: offer.price }), { defaultValues: { price: '' } });
  const between = side === 'seller' ? `more than ${formatPrice(offer.price)} and less than ${formatPrice(offer.listed_price)}` : `less than ${formatPrice(offer.price)}`;

  const onSubmit = handleSubmit(async ({ price }) => {
    try {
      await counter.mutateAsync({ id: offer._id, price });
      notifySuccess('offerCountered', `${side === 'seller' ? 'The buyer' : 'The seller'} has 24 hours to answer.`);
      onClose();
    } catch (error) {
      setApiFieldErrors(setError, error);
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="counter-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="counter-title">Counter {formatPrice(offer.price)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {offer.item_name}, asking {formatPrice(offer.listed_price)}. This is round {offer.round + 1} of 3.
          </DialogContentText>
          <FormTextField control={control} name="price" label="Your price" required autoComplete="off" helperText={`Whole taka, ${between}.`} slotProps={PRICE_INPUT} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={counter.isPending}>
            Send counter
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
