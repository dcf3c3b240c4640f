import { useEffect, useId, useState, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { canBeBooked } from '@contract/listing-status';
import { buttonLook, iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { useAuth } from '@/lib/auth';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import styles from '@/features/orders/components/book-now-button.module.css';
import { useBookingStore, type Bookable } from '@/features/orders/stores/booking-store';

interface BookNowButtonProps {
  listing: Bookable;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  style?: CSSProperties;
}

// Read when clicked, not subscribed to: a list page has two dozen of these buttons.
const openBooking = (listing: Bookable) => useBookingStore.getState().open(listing);

/**
 * Book Now opens the booking dialog for someone signed in; a booked or sold phone shows why it
 * can't be booked instead. Until someone is known to be signed in (a visitor, the server's page,
 * the moment before the scripts run), it opens a small HTML popover by itself: booking needs an
 * account, with Please Login First leading to login and back to this phone.
 */
export function BookNowButton({ listing, size = 'medium', fullWidth = true, style }: BookNowButtonProps) {
  const { status, user } = useAuth();
  const popoverId = useId();
  const { t } = useLingui();
  const paths = usePaths();
  const price = useFormat().formatPrice(listing.price);
  // A tap while the session is still being read waits for it: the booking for someone signed in,
  // the popover for a visitor (a signed-in person must not be asked to log in).
  const [tappedWhileLoading, setTappedWhileLoading] = useState(false);
  useEffect(() => {
    if (!tappedWhileLoading || status === 'loading') return;
    setTappedWhileLoading(false);
    if (user) openBooking(listing);
    else document.getElementById(popoverId)?.showPopover();
  }, [tappedWhileLoading, status]);
  // Why it cannot be booked, if it cannot.
  const reason = listing.status === 'sold' ? 'sold' : !canBeBooked(listing.status) ? 'booked' : user && listing.own ? 'own' : null;
  const why = reason === 'sold' ? t`Sold` : reason === 'booked' ? t`Already Booked` : reason === 'own' ? t`Your listing` : null;
  const look = buttonLook(reason === 'own' ? 'outlined' : 'contained', size !== 'medium' && size, fullWidth && 'fullWidth');
  if (why !== null || user) {
    return (
      <button type="button" className={look} disabled={why !== null} onClick={why === null ? () => openBooking(listing) : undefined} style={style}>
        {why ?? t`Book Now`}
      </button>
    );
  }
  const titleId = `${popoverId}-title`;
  return (
    <>
      <button
        type="button"
        className={look}
        popoverTarget={popoverId}
        style={style}
        onClick={(event) => {
          if (status !== 'loading') return;
          event.preventDefault(); // Not the popover yet: this may be someone signed in.
          setTappedWhileLoading(true);
        }}
      >
        {t`Book Now`}
      </button>
      <div id={popoverId} popover="auto" role="dialog" aria-labelledby={titleId} className={styles.popover}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {listing.name}
          </h2>
          <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" aria-label={t`Close`} className={iconButtonLook({ edge: 'end' })}>
            <Glyph name="close" />
          </button>
        </div>
        <p className={styles.price}>{t`Price: ${price}`}</p>
        <p className={styles.text}>{t`Booking needs an account: log in, and you come back to this phone to choose when and where to meet.`}</p>
        <RouterLink to={paths.login.getHref(paths.product.getHref(listing.productId))} className={buttonLook('contained', 'fullWidth')}>
          {t`Please Login First`}
        </RouterLink>
      </div>
    </>
  );
}
