import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { DocumentTitle } from '@/components/document-title';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePaths } from '@/lib/i18n/hooks';
import { isNotFoundError } from '@/lib/api-client';
import { useSafetyCard } from '@/features/orders/api/safety-card';
import { SafetyCardView } from '@/features/orders/components/safety-card-view';
import { VerifiedBadge } from '@/features/products/components/verified-badge';

/** /meetup/:token: a meetup's safety card, for anyone with the link (no sign-in); a dead link says only that. */
export default function MeetupRoute() {
  const { t } = useLingui();
  const token = useParams().token ?? '';
  const card = useSafetyCard(token);

  if (card.isPending) return <Spinner label={t`Loading the safety card…`} />;
  if (card.isError) {
    if (isNotFoundError(card.error)) return <CardGone />;
    return <ErrorState error={card.error} title={t`This safety card could not be loaded`} onRetry={() => void card.refetch()} />;
  }
  return (
    <Box sx={{ py: { xs: 1, md: 4 } }}>
      <DocumentTitle title={t`Meetup safety card`} />
      <SafetyCardView card={card.data} badge={<VerifiedBadge verified={card.data.person.verified} />} />
    </Box>
  );
}

/** Expired, turned off or never there: the same page, which reveals nothing about the meetup. */
function CardGone() {
  const { t } = useLingui();
  const paths = usePaths();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 520, mx: 'auto' }}>
      <DocumentTitle title={t`Safety card not available`} />
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        <LinkOffIcon />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        <Trans>This safety card is not available</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        <Trans>
          The link has expired, was turned off by the person who shared it, or is not a ReCell link. Ask them for a new one if the meetup is still on.
        </Trans>
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large" sx={{ mt: 4 }}>
        <Trans>Go To Home</Trans>
      </Button>
    </Box>
  );
}
