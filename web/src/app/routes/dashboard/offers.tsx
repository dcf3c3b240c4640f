import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import type { OfferSide } from '@contract/offers';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Spinner } from '@/components/spinner';
import { useNow } from '@/components/use-now';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePaths } from '@/lib/i18n/hooks';
import { useAuth } from '@/lib/auth';
import { useOffers } from '@/features/offers/api/get-offers';
import { OffersList } from '@/features/offers/components/offers-list';
import { useBookAtOffer } from '@/app/offer-booking';

const TABS: { side: OfferSide; label: MessageDescriptor }[] = [
  { side: 'buyer', label: msg`Offers I made` },
  { side: 'seller', label: msg`Offers on my phones` },
];

/**
 * /dashboard/offers: the offers the person made and the offers on their phones (`?side=`; without
 * it, a seller's first: the notifications of both sides lead here), each with what they may do now.
 */
export default function OffersRoute() {
  const { t, i18n } = useLingui();
  const paths = usePaths();
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('side');
  const side: OfferSide = asked === 'buyer' || asked === 'seller' ? asked : user?.roles.isSeller ? 'seller' : 'buyer';
  const offers = useOffers(side, { enabled: Boolean(user) });
  const now = useNow();
  const { bookAt, orderOf } = useBookAtOffer();

  return (
    <>
      <PageHeader title={t`Offers`} subtitle={t`Prices offered below the asking price, answered within 24 hours; three rounds at most.`} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={side} onChange={(_event, next: OfferSide) => setSearch({ side: next }, { replace: true })} aria-label={t`Whose offers`} variant="fullWidth" sx={{ maxWidth: 520 }}>
          {TABS.map((tab) => (
            <Tab key={tab.side} value={tab.side} label={i18n._(tab.label)} id={`offers-tab-${tab.side}`} aria-controls="offers-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="offers-panel" aria-labelledby={`offers-tab-${side}`}>
        <PagedList
          query={offers}
          pending={<Spinner label={t`Loading offers…`} />}
          errorTitle={t`The offers could not be loaded`}
          moreLabel={t`Show older offers`}
          empty={
            side === 'buyer' ? (
              <EmptyState
                icon={<LocalOfferIcon />}
                title={t`You have not made any offers yet`}
                text={t`On a phone's page, Make an offer proposes your price to the seller.`}
                action={
                  <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
                    <Trans>Find a phone</Trans>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<LocalOfferIcon />}
                title={t`No offers on your phones yet`}
                text={t`Buyers' offers show up here, for you to accept, decline or counter within 24 hours.`}
              />
            )
          }
        >
          {(items) => <OffersList offers={items} side={side} now={now} onBook={bookAt} orderOf={orderOf} />}
        </PagedList>
      </Box>
    </>
  );
}
