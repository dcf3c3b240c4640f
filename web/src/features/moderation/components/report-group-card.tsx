import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReportAction, ReportGroupView, ReportReason } from '@contract/moderation';
import { MODERATION_DETAILS_MAX_LENGTH } from '@contract/constants';
import { ItemCell } from '@/components/item-cell';
import { useFormat, usePaths } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { useResolveReports } from '@/features/moderation/api/reports';
import { nextPlaceAfter, reveal } from '@/features/moderation/lib/reveal-next';
import { ReasonDialog } from '@/components/reason-dialog';
import { LISTING_STATUS_MESSAGES, REPORT_REASON_MESSAGES } from '@/features/moderation/lib/reason-labels';

const ACTIONS: Record<ReportAction, { label: MessageDescriptor; title: MessageDescriptor; message: MessageDescriptor; confirm: MessageDescriptor; toast: 'reportsDismissed' | 'listingHidden' | 'listingHiddenImeiBlocked' }> = {
  dismiss: { label: msg`Dismiss`, title: msg`Dismiss these reports?`, message: msg`The listing stays up; the reports close.`, confirm: msg`Dismiss reports`, toast: 'reportsDismissed' },
  hide: {
    label: msg`Hide listing`,
    title: msg`Hide this listing?`,
    message: msg`It disappears from every public page. The seller reads your reason; an open order on it is cancelled and the buyer told.`,
    confirm: msg`Hide listing`,
    toast: 'listingHidden',
  },
  hide_and_block: {
    label: msg`Hide and block IMEI`,
    title: msg`Hide this listing and block its IMEI?`,
    message: msg`As Hide, and no listing of this phone is accepted again (other live listings of it are hidden too).`,
    confirm: msg`Hide and block`,
    toast: 'listingHiddenImeiBlocked',
  },
};

/** One reported listing in the reports queue: what people said, and the admin's three ways to resolve it. */
export function ReportGroupCard({ group }: { group: ReportGroupView }) {
  const { t, i18n } = useLingui();
  const paths = usePaths();
  const { formatCount, formatMoment, formatPrice } = useFormat();
  const [action, setAction] = useState<ReportAction | null>(null);
  const card = useRef<HTMLElement>(null);
  const resolve = useResolveReports();
  const name = group.listing?.phone_details.phone_name ?? t`A deleted listing`;
  const reportCount = t`${plural(group.open_reports, { one: '# report', other: '# reports' })}`;
  const reasons = (Object.entries(group.reasons) as [ReportReason, number][]).sort((a, b) => b[1] - a[1]);
  const chosen = action ? ACTIONS[action] : null;
  return (
    <Paper component="section" ref={card} aria-label={`${name}, ${reportCount}`} variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <ItemCell
          image={group.listing?.phone_details.phone_img_card}
          title={name}
          subtitle={group.listing ? `${formatPrice(group.listing.price)} · ${group.listing.seller_name} · ${i18n._(LISTING_STATUS_MESSAGES[group.listing.status])}` : undefined}
        />
        <Typography variant="h6" component="p" color="error.main" sx={{ whiteSpace: 'nowrap' }}>
          {reportCount}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t`Reasons given`} role="list">
        {reasons.map(([reason, count]) => (
          <Chip role="listitem" key={reason} size="small" variant="outlined" label={`${i18n._(REPORT_REASON_MESSAGES[reason])} · ${formatCount(count)}`} />
        ))}
      </Box>
      <Box component="ol" aria-label={t`Reports of ${name}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {group.reports.map((report) => (
          <Box component="li" key={report._id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {i18n._(REPORT_REASON_MESSAGES[report.reason])}
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
            <Trans>Open the listing</Trans>
          </Link>
        ) : null}
        <Button variant="outlined" color="inherit" onClick={() => setAction('dismiss')} aria-label={t`Dismiss reports of ${name}`}>
          <Trans>Dismiss</Trans>
        </Button>
        <Button variant="contained" color="error" onClick={() => setAction('hide')} aria-label={t`Hide listing ${name}`}>
          <Trans>Hide listing</Trans>
        </Button>
        {group.listing?.imei_last4 ? (
          <Button variant="outlined" color="error" onClick={() => setAction('hide_and_block')} aria-label={t`Hide and block IMEI of ${name}`}>
            <Trans>Hide and block IMEI</Trans>
          </Button>
        ) : null}
      </Box>
      {group.listing && !group.listing.imei_last4 ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>No IMEI to block: this listing was made before IMEIs were asked for. Hide it, and block the phone&apos;s IMEI from Blocked IMEIs if you learn it.</Trans>
        </Typography>
      ) : null}
      {chosen ? (
        <ReasonDialog
          open
          title={i18n._(chosen.title)}
          message={i18n._(chosen.message)}
          confirmLabel={i18n._(chosen.confirm)}
          destructive={action !== 'dismiss'}
          textLabel={action === 'dismiss' ? t`Note for the audit log (optional)` : t`Reason the seller reads`}
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
