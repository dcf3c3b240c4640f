import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { OFFER_MAX_ROUNDS, ORDER_REASON_MAX_LENGTH } from '@contract/constants';
import type { OfferSide, OfferView } from '@contract/offers';
import { confirm } from '@/components/confirm-dialog';
import { ItemCell } from '@/components/item-cell';
import { ReasonDialog } from '@/components/reason-dialog';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useAcceptOffer } from '@/features/offers/api/accept-offer';
import { useDeclineOffer } from '@/features/offers/api/decline-offer';
import { useWithdrawOffer } from '@/features/offers/api/withdraw-offer';
import { CounterOfferDialog } from '@/features/offers/components/counter-offer-dialog';
import { canBookAtOffer, OFFER_STATUS_COLOR, offerActionsFor, offerDeadline, offerPhoneNote, offerStatusLabel } from '@/features/offers/lib/offer-look';

interface OffersListProps {
  offers: OfferView[];
  /** buyer: the offers the person made; seller: the offers on their phones. */
  side: OfferSide;
  now: Date;
  /** Books the phone at an accepted offer's price (the screen opens the booking flow). */
  onBook?: (offer: OfferView) => void;
  /** The order an accepted offer was booked as, if any. */
  orderOf?: (offer: OfferView) => string | undefined;
}

/**
 * Offers from one side, each with its phone, its price against the asking price, its round, its
 * status and deadline, and what this side may do now: the seller accepts, declines or counters;
 * the buyer withdraws, answers a counter, and books an accepted price.
 */
export function OffersList({ offers, side, now, onBook, orderOf }: OffersListProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { formatPrice, formatCount } = format;
  const paths = usePaths();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawOffer();
  const [countering, setCountering] = useState<OfferView | null>(null);
  const [declining, setDeclining] = useState<OfferView | null>(null);
  const busy = (offer: OfferView) =>
    [accept, withdraw].some((mutation) => mutation.isPending && mutation.variables === offer._id) || (decline.isPending && decline.variables?.id === offer._id);

  const onAccept = async (offer: OfferView) => {
    const { item_name: itemName, buyer_name: buyerName } = offer;
    const price = formatPrice(offer.price);
    const confirmed = await confirm({
      title: t`Accept ${price}?`,
      message:
        side === 'seller'
          ? t`${itemName} is reserved for ${buyerName} for 24 hours, to book at ${price}. Nobody else can book it meanwhile.`
          : t`${itemName} is reserved for you for 24 hours: book it at ${price} before then.`,
      confirmLabel: t`Accept`,
    });
    if (!confirmed) return;
    await accept.mutateAsync(offer._id);
    notifySuccess(side === 'seller' ? 'offerAccepted' : 'counterAccepted');
  };
  const onWithdraw = async (offer: OfferView) => {
    const { item_name: itemName } = offer;
    const price = formatPrice(offer.price);
    const confirmed = await confirm({
      title: t`Withdraw your offer?`,
      message: t`Your offer of ${price} for ${itemName} is taken back.`,
      confirmLabel: t`Withdraw`,
      destructive: true,
    });
    if (!confirmed) return;
    await withdraw.mutateAsync(offer._id);
    notifySuccess('offerWithdrawn');
  };

  const actionsOf = (offer: OfferView): ReactNode => {
    const allowed = offerActionsFor(offer, side, now);
    const orderId = offer.status === 'accepted' ? orderOf?.(offer) : undefined;
    const { item_name: itemName } = offer;
    const price = formatPrice(offer.price);
    const buttons: ReactNode[] = [];
    if (allowed.includes('accept')) {
      buttons.push(
        <Button key="accept" size="small" variant="contained" disabled={busy(offer)} onClick={() => void onAccept(offer).catch(() => undefined)} aria-label={t`Accept ${price} for ${itemName}`}>
          <Trans>Accept</Trans>
        </Button>,
      );
    }
    if (allowed.includes('counter')) {
      buttons.push(
        <Button key="counter" size="small" variant="outlined" disabled={busy(offer)} onClick={() => setCountering(offer)} aria-label={t`Counter ${price} for ${itemName}`}>
          <Trans>Counter</Trans>
        </Button>,
      );
    }
    if (allowed.includes('decline')) {
      buttons.push(
        <Button key="decline" size="small" color="error" variant="outlined" disabled={busy(offer)} onClick={() => setDeclining(offer)} aria-label={t`Decline ${price} for ${itemName}`}>
          <Trans>Decline</Trans>
        </Button>,
      );
    }
    if (allowed.includes('withdraw')) {
      buttons.push(
        <Button key="withdraw" size="small" color="inherit" variant="outlined" disabled={busy(offer)} onClick={() => void onWithdraw(offer).catch(() => undefined)} aria-label={t`Withdraw your offer for ${itemName}`}>
          <Trans>Withdraw</Trans>
        </Button>,
      );
    }
    if (orderId) {
      buttons.push(
        <Button key="order" size="small" variant="outlined" component={RouterLink} to={paths.dashboard.order.getHref(orderId)}>
          <Trans>View order</Trans>
        </Button>,
      );
    } else if (side === 'buyer' && onBook && canBookAtOffer(offer, now)) {
      buttons.push(
        <Button key="book" size="small" variant="contained" color="success" onClick={() => onBook(offer)}>
          <Trans>Book now at {price}</Trans>
        </Button>,
      );
    }
    if (buttons.length === 0) return null;
    return (
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', lg: 'column' }, flexWrap: 'wrap', alignItems: { xs: 'center', lg: 'stretch' }, justifyContent: 'flex-end', gap: 1, maxWidth: { lg: 150 } }}>
        {buttons}
      </Box>
    );
  };

  const columns: Column<OfferView>[] = [
    {
      key: 'item',
      header: t`Phone`,
      primary: true,
      render: (offer) => (
        <ItemCell
          image={offer.item_img}
          title={offer.item_name}
          subtitle={
            <RouterLink to={paths.product.getHref(offer.listing_id)}>
              <Trans>See the listing</Trans>
            </RouterLink>
          }
        />
      ),
    },
    {
      key: 'price',
      header: t`Price and round`,
      minWidth: 130,
      render: (offer) => {
        const asking = formatPrice(offer.listed_price);
        const [round, rounds] = [formatCount(offer.round), formatCount(OFFER_MAX_ROUNDS)];
        return (
          <>
            <Typography fontWeight={800} color="primary.dark">
              {formatPrice(offer.price)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {offer.proposed_by === side ? t`you proposed · asking ${asking}` : side === 'buyer' ? t`the seller proposed · asking ${asking}` : t`the buyer proposed · asking ${asking}`}
            </Typography>
            {/* The round sits with the price it proposed: a column of its own pushed the actions past the table's edge beside the menu. */}
            <Typography variant="body2" fontWeight={600}>
              <Trans>
                Round {round} of {rounds}
              </Trans>
            </Typography>
          </>
        );
      },
    },
    {
      key: 'who',
      header: side === 'buyer' ? t`Seller` : t`Buyer`,
      minWidth: 120,
      render: (offer) => (
        <>
          <Typography variant="body2" fontWeight={600}>
            {side === 'buyer' ? offer.seller_name : offer.buyer_name}
          </Typography>
          {side === 'seller' && offer.message ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              “{offer.message}”
            </Typography>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t`Status and deadline`,
      minWidth: 170,
      render: (offer) => {
        const deadline = offerDeadline(offer, side, now, i18n, format);
        // In place of the deadline and of Accept and Counter, which the phone's booking now refuses (the status column has the room to say why).
        const phoneNote = offerPhoneNote(offer, i18n);
        const itemName = offer.item_name;
        return (
          <>
            {/* Its label wraps rather than being cut off in a phone's card ("Waiting for your answer"). */}
            <Chip
              size="small"
              label={offerStatusLabel(offer, side, i18n)}
              color={phoneNote ? 'default' : OFFER_STATUS_COLOR[offer.status]}
              variant="outlined"
              sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
            {deadline ? (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.75 }}>
                {deadline}
              </Typography>
            ) : null}
            {phoneNote ? (
              <Typography variant="body2" color="text.secondary" role="note" aria-label={t`${itemName} is not available`} sx={{ mt: 0.75 }}>
                {phoneNote}
              </Typography>
            ) : null}
            {offer.status === 'declined' && offer.decline_reason ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
                {offer.decline_reason}
              </Typography>
            ) : null}
          </>
        );
      },
    },
    { key: 'action', header: t`Action`, action: true, render: actionsOf },
  ];

  const decliningPrice = declining ? formatPrice(declining.price) : '';
  const decliningBuyer = declining?.buyer_name ?? '';
  return (
    <>
      <ResponsiveTable label={side === 'buyer' ? t`Offers I made` : t`Offers on my phones`} rows={offers} columns={columns} getRowId={(offer) => offer._id} />
      {countering ? <CounterOfferDialog offer={countering} side={side} onClose={() => setCountering(null)} /> : null}
      <ReasonDialog
        open={declining !== null}
        title={declining ? t`Decline ${decliningPrice}?` : t`Decline`}
        message={declining ? (side === 'seller' ? t`${decliningBuyer} is told it was declined.` : t`The seller is told it was declined.`) : undefined}
        confirmLabel={t`Decline offer`}
        destructive
        pending={decline.isPending}
        textLabel={t`Reason (optional)`}
        textHelp={side === 'seller' ? t`The buyer reads it.` : t`The seller reads it.`}
        maxLength={ORDER_REASON_MAX_LENGTH}
        onClose={() => setDeclining(null)}
        onConfirm={({ text }) => {
          if (!declining) return;
          void decline.mutateAsync({ id: declining._id, reason: text || undefined }).then(
            () => {
              notifySuccess('offerDeclined');
              setDeclining(null);
            },
            () => undefined,
          );
        }}
      />
    </>
  );
}
