import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOffOutlined';
import type { RecordedPushesResponse } from '@contract/push';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useRecordedPushes } from '@/features/push/api/recorded-pushes';

type RecordedPush = RecordedPushesResponse['pushes'][number];

/**
 * /dev/pushes, on the local stack only (app/routes.ts): the web pushes the server recorded for the
 * signed-in person's devices, as it would have handed them to FCM, which the local stack cannot reach.
 */
export default function DevPushesRoute() {
  const { status } = useAuth();
  const pushes = useRecordedPushes(status === 'signed-in');
  return (
    <>
      <PageHeader
        title="Recorded pushes"
        subtitle="Local stack only. FCM cannot be reached from here, so each push the server would send to your devices is recorded instead: these are yours, newest first."
      />
      {status === 'loading' ? (
        <Spinner label="Loading…" />
      ) : status === 'signed-out' ? (
        <EmptyState
          title="Log in to see your pushes"
          action={
            <Button component={RouterLink} to={paths.login.getHref(paths.devPushes.getHref())} variant="contained">
              Log in
            </Button>
          }
        />
      ) : pushes.isPending ? (
        <Spinner label="Loading the recorded pushes…" />
      ) : pushes.error ? (
        <ErrorState error={pushes.error} title="The recorded pushes could not be loaded" onRetry={() => void pushes.refetch()} />
      ) : pushes.data.pushes.length === 0 ? (
        <EmptyState
          icon={<NotificationsOffIcon />}
          title="No pushes yet"
          text="Save a search with alerts, turn alerts on for this device when asked, and list a phone it finds."
        />
      ) : (
        <Stack component="ul" aria-label="Recorded pushes" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pushes.data.pushes.map((push) => (
            <PushCard key={`${push.message.webpush.notification.tag}-${push.message.token}`} push={push} />
          ))}
        </Stack>
      )}
    </>
  );
}

function PushCard({ push: { message, sentAt } }: { push: RecordedPush }) {
  const link = message.data.link;
  return (
    <Paper component="li" variant="outlined" aria-label={message.notification.title} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {message.notification.title}
      </Typography>
      <Typography variant="body2">{message.notification.body}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Sent {formatDateTime(sentAt)} · {message.data.kind}
      </Typography>
      {/* Long tokens and paths break anywhere: nothing may widen the page on a phone. */}
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Device {message.token}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        Opens {link}
      </Typography>
      <div>
        <Button component={RouterLink} to={link} variant="outlined" size="small">
          Open the listing
        </Button>
      </div>
    </Paper>
  );
}
