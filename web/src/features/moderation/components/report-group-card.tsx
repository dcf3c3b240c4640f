import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REPORT_REASON_LABELS, type ReportAction, type ReportGroupView, type ReportReason } from '@contract/moderation';
import { MODERATION_DETAILS_MAX_LENGTH } from '@contract/constants';
import { ItemCell } from '@/components/item-cell';
import { paths } from '@/config/paths';
import { formatCountOf, formatMoment, formatPrice } from '@/lib/format';
import { notifySuccess } from '@/lib/toasts';
import { useResolveReports } from '@/features/moderation/api/reports';
import { nextPlaceAfter, reveal } from '@/features/moderation/lib/reveal-next';
import { ReasonDialog } from '@/components/reason-dialog';

const REPORTS = { one: 'report', other: 'reports' };

const ACTIONS: Record<ReportAction, { label: string; title: string; message: string; confirm: string; toast: 'reportsDismissed' | 'listingHidden' | 'listingHiddenImeiBlocked' }> = {
  dismiss: { label: 'Dismiss', title: 'Dismiss these reports?', message: 'The listing stays up; the reports close.', confirm: 'Dismiss reports', toast: 'reportsDismissed' },
  hide: {
    label: 'Hide listing',
    title: 'Hide this listing?',
    message: 'It disappears from every public page. The seller reads your reason; an open order on it is cancelled and the buyer told.',
    confirm: 'Hide listing',
    toast: 'listingHidden',
  },
  hide_and_block: {
    label: 'Hide and block IMEI',
    title: 'Hide this listing and block its IMEI?',
    message: 'As Hide, and no listing of this phone is accepted again (other live listings of it are hidden too).',
    confirm: 'Hide and block',
    toast: 'listingHiddenImeiBlocked',
  },
};

/** One reported listing in the reports queue: what people said, and the admin's three ways to resolve it. */
export function ReportGroupCard({ group }: { group: ReportGroupView }) {
  const [action, setAction] = useState<ReportAction | null>(null);
  const card = useRef<HTMLElement>(null);
  const resolve = useResolveReports();
  const name = group.listing?.phone_details.phone_name ?? 'A deleted listing';
  const reasons = (Object.entries(group.reasons) as [ReportReason, number][]).sort((a, b) => b[1] - a[1]);
  const chosen = action ? ACTIONS[action] : null;
  return (
    <Paper component="section" ref={card} aria-label={`${name}, ${formatCountOf(group.open_reports, REPORTS)}`} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <ItemCell
          image={group.listing?.phone_details.phone_img_card}
          title={name}
          subtitle={group.listing ? `${formatPrice(group.listing.price)} · ${group.listing.seller_name} · ${group.listing.status.replace('_', ' ')}` : undefined}
        />
        <Typography variant="h6" component="p" color="error.main" sx={{ whiteSpace: 'nowrap' }}>
          {formatCountOf(group.open_reports, REPORTS)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Reasons given" role="list">
        {reasons.map(([reason, count]) => (
          <Chip role="listitem" key={reason} size="small" variant="outlined" label={`${REPORT_REASON_LABELS[reason]} · ${count}`} />
        ))}
      </Box>
      <Box component="ol" aria-label={`Reports of ${name}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {group.reports.map((report) => (
          <Box component="li" key={report._id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {REPORT_REASON_LABELS[report.reason]}
              </Box>{' '}
              · {report.reporter_name} · {formatMoment(report.createdAt)}
            </Typography>
            {report.details ? (
              <Typography variant="body2" color="text.secondary">
                “{report.details}”
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {group.listing ? (
          <Link component={RouterLink} to={paths.product.getHref(group.listing_id)} variant="body2" sx={{ mr: 'auto' }}>
            Open the listing
          </Link>
        ) : null}
        <Button variant="outlined" color="inherit" onClick={() => setAction('dismiss')} aria-label={`Dismiss reports of ${name}`}>
          Dismiss
        </Button>
        <Button variant="contained" color="error" onClick={() => setAction('hide')} aria-label={`Hide listing ${name}`}>
          Hide listing
        </Button>
        {group.listing?.imei_last4 ? (
          <Button variant="outlined" color="error" onClick={() => setAction('hide_and_block')} aria-label={`Hide and block IMEI of ${name}`}>
            Hide and block IMEI
          </Button>
        ) : null}
      </Box>
      {group.listing && !group.listing.imei_last4 ? (
        <Typography variant="body2" color="text.secondary">
          No IMEI to block: this listing was made before IMEIs were asked for. Hide it, and block the phone&apos;s IMEI from Blocked IMEIs if you learn it.
        </Typography>
      ) : null}
      {chosen ? (
        <ReasonDialog
          open
          title={chosen.title}
          message={chosen.message}
          confirmLabel={chosen.confirm}
          destructive={action !== 'dismiss'}
          textLabel={action === 'dismiss' ? 'Note for the audit log (optional)' : 'Reason the seller reads'}
          maxLength={MODERATION_DETAILS_MAX_LENGTH}
          pending={resolve.isPending}
          onClose={() => setAction(null)}
          onConfirm={({ text }) => {
            const next = nextPlaceAfter(card.current);
            // Toasted after the mutation itself: a resolved group leaves the queue (and this card) first.
            void resolve.mutateAsync({ listingId: group.listing_id, action: action!, reason: text }).then(
              () => {
                setAction(null);
                notifySuccess(chosen.toast);
                reveal(next);
              },
              () => undefined,
            );
          }}
        />
      ) : null}
    </Paper>
  );
}
