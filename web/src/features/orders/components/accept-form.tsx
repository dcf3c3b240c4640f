import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useAcceptOrder } from '@/features/orders/api/accept-order';
import { SlotPicker } from '@/features/orders/components/slot-picker';
import { formatMeetTime, wallTimeToIso, slotProblem } from '@/features/orders/lib/meetup-time';
import { ORDER_SLOTS_WINDOW_DAYS } from '@contract/constants';
import type { OrderView } from '@contract/orders';
import { useSuggestedSpots } from '@/features/orders/api/meetup-spots';
import { SpotPlace, spotOptionLabel } from '@/features/orders/components/spot-place';

const OTHER = 'other';
/** The spot select's value for "the place typed below". */
const TYPED = '';

/** The seller accepts: one of the buyer's times (or another), and the place as proposed or changed. */
export function AcceptForm({ order, now }: { order: OrderView; now: Date }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const acceptOrder = useAcceptOrder();
  const offered = order.slots.filter((slot) => Date.parse(slot) > now.getTime());
  const [choice, setChoice] = useState<string>(offered[0] ?? OTHER);
  const [other, setOther] = useState('');
  const [otherError, setOtherError] = useState<string | null>(null);
  const [place, setPlace] = useState(order.meet_location);
  const [placeError, setPlaceError] = useState<string | null>(null);
  // The buyer's spot for the chosen time (for a time of the seller's own, the buyer's first), as the API takes it when nothing else is said.
  const buyerSpot = order.slot_spots[order.slots.indexOf(choice)] ?? (choice === OTHER ? (order.slot_spots.find(Boolean) ?? null) : null);
  const [spotChoice, setSpotChoice] = useState<string | null>(null);
  const spotId = spotChoice ?? buyerSpot?._id ?? TYPED;
  const suggestions = useSuggestedSpots(buyerSpot?.area ?? order.meet_location);
  const chosenSpot = spotId === buyerSpot?._id ? buyerSpot : (suggestions.data?.find((spot) => spot._id === spotId) ?? null);

  const onAccept = async () => {
    let slot = choice;
    if (choice === OTHER) {
      const iso = wallTimeToIso(other);
      const problem = slotProblem(iso, new Date(), ORDER_SLOTS_WINDOW_DAYS, i18n);
      setOtherError(problem);
      if (problem || !iso) return;
      slot = iso;
    }
    const meetLocation = place.trim();
    if (spotId === TYPED && !meetLocation) {
      setPlaceError(t`Say where you will meet.`);
      return;
    }
    setPlaceError(null);
    // The buyer's spot is accepted as it is; another spot is proposed by id; a typed place replaces any spot.
    const where =
      spotId === TYPED
        ? buyerSpot || meetLocation !== order.meet_location
          ? { meet_location: meetLocation }
          : {}
        : spotId === buyerSpot?._id
          ? {}
          : { spot_id: spotId };
    try {
      await acceptOrder.mutateAsync({ id: order._id, slot, ...where });
    } catch {
      return; // Toasted by the query client.
    }
    notifySuccess('meetupAccepted');
  };

  return (
    <Box component="form" aria-label={t`Accept the booking`} noValidate onSubmit={(event) => (event.preventDefault(), void onAccept())}>
      <Typography variant="subtitle1" component="h3" fontWeight={700} id="accept-time">
        <Trans>Pick a time</Trans>
      </Typography>
      <RadioGroup aria-labelledby="accept-time" value={choice} onChange={(event) => setChoice(event.target.value)}>
        {offered.map((slot) => (
          <FormControlLabel key={slot} value={slot} control={<Radio />} label={formatMeetTime(slot, format)} />
        ))}
        <FormControlLabel value={OTHER} control={<Radio />} label={offered.length > 0 ? t`Propose another time` : t`Propose a time`} />
      </RadioGroup>
      {choice === OTHER ? (
        <Box sx={{ mt: 1 }}>
          <SlotPicker values={[other]} errors={[otherError]} onChange={(values) => setOther(values[0] ?? '')} now={now} max={1} label={t`Your time`} />
        </Box>
      ) : null}
      <TextField
        select
        label={t`Safe meeting spot`}
        value={spotId}
        onChange={(event) => setSpotChoice(event.target.value)}
        fullWidth
        sx={{ mt: 2 }}
        helperText={buyerSpot && spotId === buyerSpot._id ? t`The buyer chose this spot: keep it, or propose another.` : t`Police exchange zones, malls, cafés and repair shops ReCell vouches for.`}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value={TYPED}>{t`No spot: the place typed below`}</option>
        {buyerSpot ? <option value={buyerSpot._id}>{t`${spotOptionLabel(buyerSpot, i18n)} (the buyer’s choice)`}</option> : null}
        {(suggestions.data ?? [])
          .filter((spot) => spot._id !== buyerSpot?._id)
          .slice(0, 8)
          .map((spot) => (
            <option key={spot._id} value={spot._id}>
              {spotOptionLabel(spot, i18n)}
            </option>
          ))}
      </TextField>
      {chosenSpot ? (
        <Box sx={{ mt: 1.5 }}>
          <SpotPlace spot={chosenSpot} compact />
        </Box>
      ) : null}
      {spotId === TYPED ? (
      <TextField
        label={t`Meeting place`}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        fullWidth
        sx={{ mt: 2 }}
        error={Boolean(placeError)}
        helperText={placeError ?? t`Keep the buyer’s place or change it. Busy public places are safest.`}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={acceptOrder.isPending} sx={{ mt: 2 }} fullWidth>
        {acceptOrder.isPending ? t`Accepting…` : t`Accept and hold the phone`}
      </Button>
    </Box>
  );
}
