import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@contract/constants';
import type { SavedSearchView } from '@contract/saved-searches';
import { confirm } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useFormat, usePaths, useWords } from '@/lib/i18n/hooks';
import type { Words } from '@/lib/i18n/words';
import { notifySuccess } from '@/lib/toasts';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '@/features/saved-searches/api/saved-searches';
import { FREQUENCY_LABELS } from '@/features/saved-searches/frequency';
import { activeFilters, filtersFromSearch } from '@/features/search/search-filters';
import { hrefOf } from '@/features/search/search-href';

/** A saved search's filters as the list's own address and chips read them. */
const filtersOf = (search: SavedSearchView) => filtersFromSearch(new URLSearchParams(search.query));

const EVERY_PHONE = msg`Every phone`;

/** What the search looks for, in the words of the list's filter chips. */
function describe(search: SavedSearchView, words: Words): string {
  const filters = filtersOf(search);
  const parts = [...(filters.q ? [`“${filters.q}”`] : []), ...activeFilters(filters, words).map((chip) => chip.label)];
  return parts.length ? parts.join(' · ') : words.i18n._(EVERY_PHONE);
}

/** /dashboard/saved-searches: each saved search with what it finds now, opened as a search, its alerts changed, or deleted. */
export default function SavedSearchesRoute() {
  const searches = useSavedSearches();
  const paths = usePaths();
  const { t } = useLingui();
  const most = useFormat().formatCount(MAX_SAVED_SEARCHES);
  return (
    <>
      <PageHeader title={t`Saved searches`} subtitle={t`Searches you keep, up to ${most}: we tell you when a new phone matches or a price drops.`} />
      {searches.isPending ? (
        <Spinner label={t`Loading your saved searches…`} />
      ) : searches.error ? (
        <ErrorState error={searches.error} title={t`Your saved searches could not be loaded`} onRetry={() => void searches.refetch()} />
      ) : searches.data.length === 0 ? (
        <EmptyState
          icon={<SavedSearchIcon />}
          title={t`No saved searches yet`}
          text={t`Search or filter the phone list, then press Save this search to hear about new matches.`}
          action={
            <Button component={RouterLink} to={paths.products.getHref()} variant="contained">
              <Trans>Browse phones</Trans>
            </Button>
          }
        />
      ) : (
        <Stack component="ul" aria-label={t`Saved searches`} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {searches.data.map((search) => (
            <SavedSearchCard key={search._id} search={search} />
          ))}
        </Stack>
      )}
    </>
  );
}

function SavedSearchCard({ search }: { search: SavedSearchView }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { t, i18n } = useLingui();
  const words = useWords();
  const name = search.name;
  const setFrequency = (frequency: SavedSearchFrequency) => update.mutate({ id: search._id, frequency }, { onSuccess: () => notifySuccess('savedSearchChanged') });
  const onDelete = async () => {
    if (await confirm({ title: t`Delete “${name}”?`, message: t`Its alerts stop. The phones it found stay listed.`, confirmLabel: t`Delete`, destructive: true })) {
      remove.mutate(search._id, { onSuccess: () => notifySuccess('deleted') });
    }
  };
  return (
    <Paper component="li" variant="outlined" aria-label={search.name} sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'center' }}>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'start', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {search.name}
          </Typography>
          <IconButton aria-label={t`Delete ${name}`} onClick={() => void onDelete()} disabled={remove.isPending} size="small" sx={{ mt: -0.5 }}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {describe(search, words)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t`${plural(search.count, { one: '# phone now', other: '# phones now' })}`}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t`Alerts`}
          value={search.frequency}
          onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}
          disabled={update.isPending}
          sx={{ minWidth: 200, flexGrow: 1 }}
        >
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <MenuItem key={frequency} value={frequency}>
              {i18n._(FREQUENCY_LABELS[frequency])}
            </MenuItem>
          ))}
        </TextField>
        <Button component={RouterLink} to={hrefOf(filtersOf(search))} variant="outlined">
          <Trans>Open search</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
