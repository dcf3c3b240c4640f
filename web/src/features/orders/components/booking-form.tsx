import { useState, type FormEvent } from 'react';
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
import toast from 'react-hot-toast';
import { canBeBooked } from '@contract/listing-status';
import { paths } from '@/config/paths';
import { isAlreadyBookedError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatPrice } from '@/lib/format';
import { validate, type FieldErrors } from '@/lib/form';
import { createOrderBody, useCreateOrder } from '@/features/orders/api/create-order';
import type { Bookable } from '@/features/orders/stores/booking-store';

/**
 * The booking form (spec §2, §4): the phone's name and price, the person's name and email
 * (read-only), phone number, meeting location and a message. Submit, or why not:
 * Please Login First, Already Booked, or the seller's own phone.
 */
export function BookingForm({ listing, onClose }: { listing: Bookable; onClose: () => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [fields, setFields] = useState({ mobile_number: '', meet_location: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [bookedMeanwhile, setBookedMeanwhile] = useState(false);

  const bookable = canBeBooked(listing.status) && !bookedMeanwhile;
  const ownListing = Boolean(user && listing.own);

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createOrderBody, { bookedId: listing.productId, ...fields });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await createOrder.mutateAsync(checked.value);
    } catch (error) {
      // The query client has toasted the server's message; a lost race also changes the button.
      if (isAlreadyBookedError(error)) setBookedMeanwhile(true);
      return;
    }
    toast.success('Order confirmed');
    onClose();
    navigate(paths.products.getHref());
  };

  const submitArea = !user ? (
    <Button component={RouterLink} to={paths.login.getHref()} state={{ from: location }} variant="contained" onClick={onClose}>
      Please Login First
    </Button>
  ) : !bookable ? (
    <Button variant="contained" disabled>
      Already Booked
    </Button>
  ) : ownListing ? (
    <Button variant="contained" disabled>
      You can't book your own phone
    </Button>
  ) : (
    <Button type="submit" variant="contained" disabled={createOrder.isPending} sx={{ minWidth: 120 }}>
      {createOrder.isPending ? 'Booking…' : 'Submit'}
    </Button>
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle id="booking-title" sx={{ pr: 7 }}>
        {listing.name}
        <Typography component="span" sx={{ display: 'block', mt: 0.5, fontSize: '1.15rem', fontWeight: 800, color: 'primary.dark' }}>
          Price: {formatPrice(listing.price)}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ pt: 3 }}>
        {!user ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Log in to book this phone. You will come back here afterwards.
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField label="Your name" value={user?.displayName ?? ''} disabled helperText=" " />
          <TextField label="Email" value={user?.email ?? ''} disabled helperText=" " />
        </Box>
        <TextField
          label="Phone number"
          name="mobile_number"
          type="tel"
          required
          value={fields.mobile_number}
          onChange={set('mobile_number')}
          error={Boolean(errors.mobile_number)}
          helperText={errors.mobile_number ?? 'The seller calls you on this number.'}
          disabled={!user || !bookable || ownListing}
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Meeting location"
          name="meet_location"
          value={fields.meet_location}
          onChange={set('meet_location')}
          error={Boolean(errors.meet_location)}
          helperText={errors.meet_location ?? 'Where would you like to meet the seller?'}
          disabled={!user || !bookable || ownListing}
          sx={{ mt: 1 }}
        />
        <TextField
          label="Message for the seller"
          name="message"
          value={fields.message}
          onChange={set('message')}
          error={Boolean(errors.message)}
          helperText={errors.message ?? ' '}
          disabled={!user || !bookable || ownListing}
          multiline
          minRows={3}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        {submitArea}
      </DialogActions>
    </Box>
  );
}
