import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import styles from '@/components/offline-banner.module.css';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
// The server (and the browser's first render of its page) always draws the online page.
const onlineOnServer = () => true;

/**
 * Says the app is offline for as long as it is, not only for an error toast's 4 s: the query
 * client's online state (the browser's online and offline events), which also holds queries and
 * retries until the connection is back.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, onlineOnServer);
  const { t } = useLingui();
  if (online) return null;
  return (
    <div role="status" className={styles.banner}>
      <strong>{t`You are offline.`}</strong>{' '}
      {t`What you see may be out of date, and nothing you send goes through until the connection is back; ReCell catches up by itself then.`}
    </div>
  );
}
