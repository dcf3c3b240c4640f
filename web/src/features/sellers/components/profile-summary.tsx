import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicProfile } from '@contract/users';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@contract/disputes';
import { useFormat } from '@/lib/i18n/hooks';

/** The contract's DISPUTE_OUTCOME_LABELS as they read inside the safety record's sentence (lower case in English). */
const OUTCOME_WORDS: Record<DisputeOutcome, MessageDescriptor> = {
  resolved: msg`resolved between them`,
  seller_warned: msg`seller warned`,
  rules_broken: msg`listing rules broken`,
  seller_suspended: msg`seller suspended`,
};

/**
 * The seller's safety record: handovers at safe meeting spots, and the disputes after a handover
 * that an admin decided, counted by outcome (every outcome shows, a 0 included, so none hides).
 */
export function SafetyRecord({ profile }: { profile: Pick<PublicProfile, 'safe_meetings' | 'dispute_outcomes'> }) {
  const decided = DISPUTE_OUTCOMES.reduce((sum, outcome) => sum + profile.dispute_outcomes[outcome], 0);
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const outcomes = DISPUTE_OUTCOMES.map((outcome) => `${i18n._(OUTCOME_WORDS[outcome])} ${formatCount(profile.dispute_outcomes[outcome])}`).join(' · ');
  return (
    <Box component="section" aria-label={t`Safety record`} sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="body2">
        <strong>{formatCount(profile.safe_meetings)}</strong>{' '}
        {t`${plural(profile.safe_meetings, { one: 'handover at a safe meeting spot', other: 'handovers at a safe meeting spot' })}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {decided === 0
          ? t`No disputes decided after a handover.`
          : t`Disputes decided after a handover: ${outcomes}`}
      </Typography>
    </Box>
  );
}

/** The top of a public profile: photo, name, verified, member since, and three figures (rating, reviews, sales). */
export function ProfileSummary({ profile, verifiedBadge }: { profile: PublicProfile; verifiedBadge?: ReactNode }) {
  const { t } = useLingui();
  const { formatCount, formatMonth, formatRating } = useFormat();
  const since = formatMonth(profile.member_since);
  const figures = [
    {
      label: t`Average rating`,
      value: profile.rating_count > 0 ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <StarIcon aria-hidden="true" sx={{ color: '#f59e0b' }} />
          {formatRating(profile.rating_avg)}
        </Box>
      ) : (
        '—'
      ),
    },
    { label: t`${plural(profile.rating_count, { one: 'Review', other: 'Reviews' })}`, value: formatCount(profile.rating_count) },
    { label: t`${plural(profile.completed_sales, { one: 'Completed sale', other: 'Completed sales' })}`, value: formatCount(profile.completed_sales) },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4, display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }, alignItems: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Avatar src={profile.image || undefined} alt="" sx={{ width: { xs: 72, md: 96 }, height: { xs: 72, md: 96 }, fontSize: { xs: 30, md: 40 } }}>
          {profile.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
            {verifiedBadge}
            <Typography variant="body2" color="text.secondary">
              <Trans>Member since {since}</Trans>
            </Typography>
          </Box>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, md: 2 } }}>
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ textAlign: 'center', px: { xs: 1, md: 2.5 }, py: 1.25, borderRadius: 3, bgcolor: 'grey.50', border: 1, borderColor: 'divider', minWidth: { md: 120 } }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.25, fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 800, lineHeight: 1.2 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {profile.user_role === 'Seller' || profile.completed_sales > 0 ? <SafetyRecord profile={profile} /> : null}
    </Paper>
  );
}
