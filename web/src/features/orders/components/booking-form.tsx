import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLingui } from '@lingui/react/macro';
import { canBeBooked } from '@contract/listing-status';
import { FormTextField } from '@/components/form/form-text-field';
import { VerifiedPhoneField } from '@/components/form/verified-phone-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { isAlreadyBookedError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { bookingFields, useCreateOrder } from '@/features/orders/api/create-order';
import { SlotPicker } from '@/features/orders/components/slot-picker';
import { useSuggestedSpots } from '@/features/orders/api/meetup-spots';
import { formatMeetTime, wallTimeToIso, slotProblem } from '@/features/orders/lib/meetup-time';
import type { Bookable } from '@/features/orders/stores/booking-store';
import { ORDER_ANSWER_HOURS, ORDER_SLOTS_WINDOW_DAYS } from '@contract/constants';
import type { ProposedSlot } from '@contract/orders';

/**
 * The booking form (spec §2, §4): the phone's name and price, the person's name and email
 * (read-only), their verified phone number (shown: it is the API's to pass on), meeting location, one to three meeting times (the seller
 * picks one) and a message. Submit, or why not:
 * Please Login First, Already Booked, or the seller's own phone.
 */
export function BookingForm({ listing, onClose }: { listing: Bookable; onClose: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const paths = usePaths();
  const price = format.formatPrice(listing.price);
  const { control, handleSubmit } = useZodForm(bookingFields, { defaultValues: { meet_location: '', message: '' } });
  const [bookedMeanwhile, setBookedMeanwhile] = useState(false);
  const [slots, setSlots] = useState<string[]>(['']);
  const [slotErrors, setSlotErrors] = useState<(string | null)[]>([]);
  const [slotSpots, setSlotSpots] = useState<string[]>(['']);
  const suggestions = useSuggestedSpots(listing.area, Boolean(user));

  const bookable = canBeBooked(listing.status) && !bookedMeanwhile;
  const ownListing = Boolean(user && listing.own);

  /** The slots as ISO times, or null after showing what is wrong with them (empty extra slots are dropped). */
  const checkedSlots = (): ProposedSlot[] | null => {
    const now = new Date();
    const kept = slots.map((value, index) => index === 0 || value !== '');
    const filled = slots.filter((_, index) => kept[index]);
    const spots = slotSpots.filter((_, index) => kept[index]);
    const isos = filled.map(wallTimeToIso);
    const problems = isos.map((iso) => slotProblem(iso, now, ORDER_SLOTS_WINDOW_DAYS, i18n));
    setSlots(filled.length > 0 ? filled : ['']);
    setSlotSpots(spots.length > 0 ? spots : ['']);
    setSlotErrors(problems);
    // A slot at a safe meeting spot names it; the others meet at the location typed above.
    return problems.some(Boolean) ? null : (isos as string[]).map((at, index) => (spots[index] ? { at, spot_id: spots[index] } : at));
  };

  const onSubmit = handleSubmit(async (booking) => {
    const isos = checkedSlots();
    if (!isos) return;
    let orderId: string;
    try {
      orderId = (await createOrder.mutateAsync({ bookedId: listing.productId, ...booking, slots: isos })).insertedId;
    } catch (error) {
      // The query client has toasted the server's message; a lost race also changes the button.
      if (isAlreadyBookedError(error)) setBookedMeanwhile(true);
      return;
    }
    // The spec's words and its return to All phones; then what happens next, by when, and the order itself.
    const answerBy = formatMeetTime(new Date(Date.now() + ORDER_ANSWER_HOURS * 60 * 60 * 1000).toISOString(), format);
    notifySuccess('orderConfirmed', t`The seller has until ${answerBy} to accept one of your times or decline. Nothing is settled until then.`, {
      label: t`View order`,
      onClick: () => void navigate(paths.dashboard.order.getHref(orderId)),
    });
    onClose();
    navigate(paths.products.getHref());
  }, () => void checkedSlots());
  const editable = { control, disabled: !user || !bookable || ownListing };

  const submitArea = !user ? (
    <Button component={RouterLink} to={paths.login.getHref()} state={{ from: location }} variant="contained" onClick={onClose}>
      {t`Please Login First`}
    </Button>
  ) : !bookable ? (
    <Button variant="contained" disabled>
      {t`Already Booked`}
    </Button>
  ) : ownListing ? (
    <Button variant="contained" disabled>
      {t`You can't book your own phone`}
    </Button>
  ) : (
    <Button type="submit" variant="contained" disabled={createOrder.isPending} sx={{ minWidth: 120 }}>
      {createOrder.isPending ? t`Booking…` : t`Submit`}
    </Button>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle id="booking-title" sx={{ pr: 7 }}>
        {listing.name}
        <Typography component="span" sx={{ display: 'block', mt: 0.5, fontSize: '1.15rem', fontWeight: 800, color: 'primary.dark' }}>
          {t`Price: ${price}`}
        </Typography>
      </DialogTitle>
      <IconButton aria-label={t`Close`} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {/* Focusable: on a short phone screen it scrolls, and a keyboard must reach what it hides (signed out, no field takes focus). */}
      <DialogContent dividers tabIndex={0} sx={{ pt: 3 }}>
        {!user ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t`Log in to book this phone. You will come back here afterwards.`}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField label={t`Your name`} value={user?.displayName ?? ''} disabled helperText=" " />
          <TextField label={t`Email`} value={user?.email ?? ''} disabled helperText=" " />
        </Box>
        <VerifiedPhoneField purpose={t`The seller calls you on this number once you book.`} />
        <FormTextField {...editable} name="meet_location" label={t`Meeting location`} helperText={t`Where would you like to meet the seller?`} sx={{ mt: 1 }} />
        <Box sx={{ mt: 1 }}>
          <SlotPicker
            values={slots}
            errors={slotErrors}
            onChange={setSlots}
            now={new Date()}
            disabled={editable.disabled}
            spots={{ options: (suggestions.data ?? []).slice(0, 8), values: slotSpots, onChange: setSlotSpots }}
          />
        </Box>
        <FormTextField {...editable} name="message" label={t`Message for the seller`} multiline minRows={3} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t`Cancel`}
        </Button>
        {submitArea}
      </DialogActions>
    </Box>
  );
}
