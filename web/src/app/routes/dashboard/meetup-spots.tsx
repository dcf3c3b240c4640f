import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { createSpotBody, mapUrlOf, SPOT_KINDS, type MeetupSpot, type SpotKind } from '@contract/meetup-spots';
import { confirm } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { Spinner } from '@/components/spinner';
import { useLanguage } from '@/lib/i18n/hooks';
import { SPOT_KIND_LABELS } from '@/lib/i18n/labels';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { notifySuccess } from '@/lib/toasts';
import { useAddSpot, useAdminSpots, useEditSpot, useRemoveSpot } from '@/features/orders/api/meetup-spots';
import { RequireAuth } from '@/app/layouts/require-auth';

interface SpotDraft {
  name: string;
  area: string;
  address: string;
  lat: string;
  lng: string;
  kind: SpotKind | '';
  opening_hours: string;
  cctv: boolean;
}

const EMPTY: SpotDraft = { name: '', area: '', address: '', lat: '', lng: '', kind: '', opening_hours: '', cctv: false };

type SpotField = 'name' | 'area' | 'address' | 'lat' | 'lng' | 'kind' | 'opening_hours';

/**
 * What a field the contract's schema refused needs, for readers of another language than the
 * schema's English (English pages show the schema's own message, as the API would).
 */
const SPOT_FIELD_ERRORS: Record<SpotField, MessageDescriptor> = {
  name: msg`Enter the spot's name (at most 120 characters).`,
  area: msg`Enter the area (at most 60 characters).`,
  address: msg`Enter the address (at most 200 characters).`,
  lat: msg`Enter a latitude between -90 and 90.`,
  lng: msg`Enter a longitude between -180 and 180.`,
  kind: msg`Choose a kind.`,
  opening_hours: msg`Enter the opening hours (shorter).`,
};

const draftOf = (spot: MeetupSpot): SpotDraft => ({ ...spot, lat: String(spot.lat), lng: String(spot.lng) });

/** Adds a spot, or edits the one picked from the list; the contract's schema checks it before it is sent. */
function SpotForm({ editing, onDone }: { editing: MeetupSpot | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [draft, setDraft] = useState<SpotDraft>(editing ? draftOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSpot();
  const edit = useEditSpot();
  const set = <K extends keyof SpotDraft>(key: K, value: SpotDraft[K]) => setDraft((old) => ({ ...old, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSpotBody.safeParse({ ...draft, lat: draft.lat === '' ? undefined : Number(draft.lat), lng: draft.lng === '' ? undefined : Number(draft.lng) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      if (editing) await edit.mutateAsync({ id: editing._id, ...parsed.data });
      else await add.mutateAsync(parsed.data);
    } catch {
      return; // Toasted by the query client.
    }
    notifySuccess('spotSaved');
    setDraft(EMPTY);
    onDone();
  };

  const errorOf = (key: SpotField): string | undefined => {
    const message = errors[key];
    if (message === undefined || language === DEFAULT_LANGUAGE) return message;
    return i18n._(SPOT_FIELD_ERRORS[key]);
  };
  const field = (key: Exclude<SpotField, 'kind'>, label: string, help = ' ') => (
    <TextField label={label} value={draft[key]} onChange={(event) => set(key, event.target.value)} error={Boolean(errors[key])} helperText={errorOf(key) ?? help} />
  );

  return (
    <Paper component="form" aria-label={editing ? t`Edit ${editing.name}` : t`Add a meeting spot`} variant="outlined" noValidate onSubmit={(event) => void submit(event)} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {editing ? t`Edit ${editing.name}` : t`Add a meeting spot`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        {field('name', t`Name`, t`As people know it: "Gulshan Police Station safe exchange zone"`)}
        {field('area', t`Area`, t`The neighbourhood: Gulshan, Dhanmondi, Mirpur…`)}
        {field('address', t`Address`)}
        <TextField
          select
          label={t`Kind`}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as SpotKind)}
          error={Boolean(errors.kind)}
          helperText={errorOf('kind') ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t`Choose a kind`}</option>
          {SPOT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(SPOT_KIND_LABELS[kind])}
            </option>
          ))}
        </TextField>
        {field('lat', t`Latitude`, t`Degrees north, e.g. 23.7806`)}
        {field('lng', t`Longitude`, t`Degrees east, e.g. 90.4163`)}
        {field('opening_hours', t`Opening hours`, t`e.g. Every day 10:00–21:00`)}
        <FormControlLabel control={<Checkbox checked={draft.cctv} onChange={(event) => set('cctv', event.target.checked)} />} label={t`CCTV covers where people meet`} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={add.isPending || edit.isPending}>
          {editing ? t`Save changes` : t`Add spot`}
        </Button>
        {editing ? (
          <Button onClick={onDone} color="inherit">
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /dashboard/meetup-spots: the safe meeting spots people may pick when they book (admins only). */
export default function MeetupSpotsRoute() {
  const { t, i18n } = useLingui();
  const spots = useAdminSpots();
  const edit = useEditSpot();
  const remove = useRemoveSpot();
  const [editing, setEditing] = useState<MeetupSpot | null>(null);

  const onRetire = async (spot: MeetupSpot) => {
    await edit.mutateAsync({ id: spot._id, retired: !spot.retired });
    notifySuccess(spot.retired ? 'spotSaved' : 'spotRetired');
  };
  const onDelete = async (spot: MeetupSpot) => {
    const confirmed = await confirm({
      title: t`Delete ${spot.name}?`,
      message: t`A spot that a booking named is retired instead, so the meetings held there keep it.`,
      confirmLabel: t`Delete`,
    });
    if (!confirmed) return;
    const { outcome } = await remove.mutateAsync(spot._id);
    notifySuccess(outcome === 'deleted' ? 'spotDeleted' : 'spotRetired');
  };

  const columns: Column<MeetupSpot>[] = [
    {
      key: 'name',
      header: t`Spot`,
      primary: true,
      render: (spot) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{spot.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {spot.area} · <a href={mapUrlOf(spot)} target="_blank" rel="noopener noreferrer">
              <Trans>map</Trans>
            </a>
          </Box>
        </Box>
      ),
    },
    { key: 'kind', header: t`Kind`, render: (spot) => i18n._(SPOT_KIND_LABELS[spot.kind]) },
    { key: 'hours', header: t`Open`, minWidth: 140, render: (spot) => spot.opening_hours || '—' },
    { key: 'cctv', header: t`CCTV`, render: (spot) => (spot.cctv ? t`Yes` : t`No`) },
    { key: 'state', header: t`State`, render: (spot) => <Chip size="small" label={spot.retired ? t`Retired` : t`Suggested`} color={spot.retired ? 'default' : 'success'} variant="outlined" /> },
    {
      key: 'actions',
      header: t`Actions`,
      action: true,
      render: (spot) => (
        // One under another in the table, so Edit, Retire (or Bring back) and Delete line up from row to row; side by side on a phone's card.
        <Stack direction={{ xs: 'row', lg: 'column' }} spacing={0.5} useFlexGap sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: { lg: 'flex-start' } }}>
          <Button size="small" onClick={() => setEditing(spot)} aria-label={t`Edit ${spot.name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="small" onClick={() => void onRetire(spot).catch(() => undefined)} aria-label={spot.retired ? t`Bring back ${spot.name}` : t`Retire ${spot.name}`}>
            {spot.retired ? t`Bring back` : t`Retire`}
          </Button>
          <Button size="small" color="error" onClick={() => void onDelete(spot).catch(() => undefined)} aria-label={t`Delete ${spot.name}`}>
            <Trans>Delete</Trans>
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <RequireAuth role="admin">
      <PageHeader title={t`Meeting spots`} subtitle={t`Safe places buyers and sellers are offered when they book: police exchange zones, malls, cafés and repair shops.`} />
      <SpotForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {spots.isPending ? (
        <Spinner label={t`Loading meeting spots…`} />
      ) : spots.isError ? (
        <ErrorState error={spots.error} title={t`Meeting spots could not be loaded`} onRetry={() => void spots.refetch()} />
      ) : spots.data.length === 0 ? (
        <EmptyState icon={<PlaceIcon />} title={t`No meeting spots yet`} text={t`Add the first one above.`} />
      ) : (
        <ResponsiveTable label={t`Meeting spots`} rows={spots.data} columns={columns} getRowId={(spot) => spot._id} />
      )}
    </RequireAuth>
  );
}
