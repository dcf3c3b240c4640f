import { useId, useState } from 'react';
import { buttonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
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

  const dismiss = () => {
    rememberPushChoice('dismissed');
    withdrawPushOffer();
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      // The browser's own question comes from this tap, as browsers require.
      if ((await Notification.requestPermission()) !== 'granted') {
        notifyError('Notifications are blocked for ReCell in this browser. You still get alerts in the app and by email.', 'push-blocked');
        dismiss();
        return;
      }
      await registerDevice(await deviceToken());
      rememberPushChoice('on');
      withdrawPushOffer();
      notifySuccess('pushAlertsOn');
    } catch (error) {
      // The API's refusal says why; FCM's (getToken) only that it failed.
      notifyError(isApiError(error) ? error.message : 'Alerts could not be turned on for this device. Please try again later.', 'push-failed');
      setBusy(false);
    }
  };

  return (
    <aside aria-labelledby={`${id}-title`} className={styles.card}>
      <Glyph name="notificationsActive" className={styles.icon} />
      <h2 id={`${id}-title`} className={styles.title}>
        Get alerts on this device?
      </h2>
      <p className={styles.text}>We will tell you here when a phone matches your saved searches or a phone you saved drops its price, even with ReCell closed.</p>
      <div className={styles.actions}>
        <button type="button" className={buttonLook()} onClick={dismiss} disabled={busy}>
          Not now
        </button>
        <button type="button" className={buttonLook('contained')} onClick={() => void turnOn()} disabled={busy}>
          Turn on alerts
        </button>
      </div>
    </aside>
  );
}
