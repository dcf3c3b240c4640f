import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonLook } from '@/components/button-look';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { usePushOffer, withdrawPushOffer } from '@/lib/push-offer';
import { notifyError, notifySuccess } from '@/lib/toasts';
import { registerDevice } from '@/features/push/api/register-device';
import { deviceToken, pushSupported } from '@/features/push/device-token';
import { pushChoice, rememberPushChoice } from '@/features/push/push-choice';
import styles from '@/features/push/components/push-opt-in.module.css';

/**
 * Offers push alerts on this device right after the signed-in person saved a search or wishlisted a
 * phone (lib/push-offer.ts), once per device: "Not now" and "Turn on" are both remembered. Nothing
 * shows where the browser cannot take pushes or has blocked them for ReCell.
 */
export function PushOptIn() {
  const offered = usePushOffer((state) => state.offered);
  const { user } = useAuth();
  if (!offered || !user || !pushSupported() || Notification.permission === 'denied' || pushChoice() !== null) return null;
  return <PushOptInCard />;
}

function PushOptInCard() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const dismiss = () => {
    rememberPushChoice('dismissed');
    withdrawPushOffer();
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      // The browser's own question comes from this tap, as browsers require.
      if ((await Notification.requestPermission()) !== 'granted') {
        notifyError(t`Notifications are blocked for ReCell in this browser. You still get alerts in the app and by email.`, 'push-blocked');
        dismiss();
        return;
      }
      await registerDevice(await deviceToken());
      rememberPushChoice('on');
      withdrawPushOffer();
      notifySuccess('pushAlertsOn');
    } catch (error) {
      // The API's refusal says why; FCM's (getToken) only that it failed.
      notifyError(isApiError(error) ? error.message : t`Alerts could not be turned on for this device. Please try again later.`, 'push-failed');
      setBusy(false);
    }
  };

  return (
    <aside aria-labelledby={`${id}-title`} className={styles.card}>
      {/* Material's NotificationsActive, drawn here: the card's code is loaded with the offer, not with every page as the shared glyphs are. */}
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" className={styles.icon} aria-hidden focusable={false}>
        <path d="M7.58 4.08 6.15 2.65C3.75 4.48 2.17 7.3 2.03 10.5h2c.15-2.65 1.51-4.97 3.55-6.42m12.39 6.42h2c-.15-3.2-1.73-6.02-4.12-7.85l-1.42 1.43c2.02 1.45 3.39 3.77 3.54 6.42M18 11c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2zm-6 11c.14 0 .27-.01.4-.04.65-.14 1.18-.58 1.44-1.18.1-.24.15-.5.15-.78h-4c.01 1.1.9 2 2.01 2" />
      </svg>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Get alerts on this device?</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>We will tell you here when a phone matches your saved searches or a phone you saved drops its price, even with ReCell closed.</Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonLook()} onClick={dismiss} disabled={busy}>
          <Trans>Not now</Trans>
        </button>
        <button type="button" className={buttonLook('contained')} onClick={() => void turnOn()} disabled={busy}>
          <Trans>Turn on alerts</Trans>
        </button>
      </div>
    </aside>
  );
}
