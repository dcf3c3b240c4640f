import { useState, type FormEvent } from 'react';
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
import { createSpotBody, mapUrlOf, SPOT_KIND_LABELS, SPOT_KINDS, type MeetupSpot, type SpotKind } from '@contract/meetup-spots';
import { confirm } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { Spinner } from '@/components/spinner';
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

const draftOf = (spot: MeetupSpot): SpotDraft => ({ ...spot, lat: String(spot.lat), lng: String(spot.lng) });

/** Adds a spot, or edits the one picked from the list; the contract's schema checks it before it is sent. */
function SpotForm({ editing, onDone }: { editing: MeetupSpot | null; onDone: () => void }) {
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

  const field = (key: 'name' | 'area' | 'address' | 'lat' | 'lng' | 'opening_hours', label: string, help = ' ') => (
    <TextField label={label} value={draft[key]} onChange={(event) => set(key, event.target.value)} error={Boolean(errors[key])} helperText={errors[key] ?? help} />
  );

  return (
    <Paper component="form" aria-label={editing ? `Edit ${editing.name}` : 'Add a meeting spot'} variant="outlined" noValidate onSubmit={(event) => void submit(event)} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {editing ? `Edit ${editing.name}` : 'Add a meeting spot'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
        {field('name', 'Name', 'As people know it: "Gulshan Police Station safe exchange zone"')}
        {field('area', 'Area', 'The neighbourhood: Gulshan, Dhanmondi, Mirpur…')}
        {field('address', 'Address')}
        <TextField
          select
          label="Kind"
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as SpotKind)}
          error={Boolean(errors.kind)}
          helperText={errors.kind ?? ' '}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a kind</option>
          {SPOT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SPOT_KIND_LABELS[kind]}
            </option>
          ))}
        </TextField>
        {field('lat', 'Latitude', 'Degrees north, e.g. 23.7806')}
        {field('lng', 'Longitude', 'Degrees east, e.g. 90.4163')}
        {field('opening_hours', 'Opening hours', 'e.g. Every day 10:00–21:00')}
        <FormControlLabel control={<Checkbox checked={draft.cctv} onChange={(event) => set('cctv', event.target.checked)} />} label="CCTV covers where people meet" />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={add.isPending || edit.isPending}>
          {editing ? 'Save changes' : 'Add spot'}
        </Button>
        {editing ? (
          <Button onClick={onDone} color="inherit">
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /dashboard/meetup-spots: the safe meeting spots people may pick when they book (admins only). */
export default function MeetupSpotsRoute() {
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
      title: `Delete ${spot.name}?`,
      message: 'A spot that a booking named is retired instead, so the meetings held there keep it.',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const { outcome } = await remove.mutateAsync(spot._id);
    notifySuccess(outcome === 'deleted' ? 'spotDeleted' : 'spotRetired');
  };

  const columns: Column<MeetupSpot>[] = [
    {
      key: 'name',
      header: 'Spot',
      primary: true,
      render: (spot) => (
        <Box>
          <Box sx={{ fontWeight: 600 }}>{spot.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
            {spot.area} · <a href={mapUrlOf(spot)} target="_blank" rel="noopener noreferrer">map</a>
          </Box>
        </Box>
      ),
    },
    { key: 'kind', header: 'Kind', render: (spot) => SPOT_KIND_LABELS[spot.kind] },
    { key: 'hours', header: 'Open', minWidth: 140, render: (spot) => spot.opening_hours || '—' },
    { key: 'cctv', header: 'CCTV', render: (spot) => (spot.cctv ? 'Yes' : 'No') },
    { key: 'state', header: 'State', render: (spot) => <Chip size="small" label={spot.retired ? 'Retired' : 'Suggested'} color={spot.retired ? 'default' : 'success'} variant="outlined" /> },
    {
      key: 'actions',
      header: 'Actions',
      action: true,
      render: (spot) => (
        // One under another in the table, so Edit, Retire (or Bring back) and Delete line up from row to row; side by side on a phone's card.
        <Stack direction={{ xs: 'row', lg: 'column' }} spacing={0.5} useFlexGap sx={{ flexWrap: { xs: 'wrap', lg: 'nowrap' }, alignItems: { lg: 'flex-start' } }}>
          <Button size="small" onClick={() => setEditing(spot)} aria-label={`Edit ${spot.name}`}>
            Edit
          </Button>
          <Button size="small" onClick={() => void onRetire(spot).catch(() => undefined)} aria-label={`${spot.retired ? 'Bring back' : 'Retire'} ${spot.name}`}>
            {spot.retired ? 'Bring back' : 'Retire'}
          </Button>
          <Button size="small" color="error" onClick={() => void onDelete(spot).catch(() => undefined)} aria-label={`Delete ${spot.name}`}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <RequireAuth role="admin">
      <PageHeader title="Meeting spots" subtitle="Safe places buyers and sellers are offered when they book: police exchange zones, malls, cafés and repair shops." />
      <SpotForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {spots.isPending ? (
        <Spinner label="Loading meeting spots…" />
      ) : spots.isError ? (
        <ErrorState error={spots.error} title="Meeting spots could not be loaded" onRetry={() => void spots.refetch()} />
      ) : spots.data.length === 0 ? (
        <EmptyState icon={<PlaceIcon />} title="No meeting spots yet" text="Add the first one above." />
      ) : (
        <ResponsiveTable label="Meeting spots" rows={spots.data} columns={columns} getRowId={(spot) => spot._id} />
      )}
    </RequireAuth>
  );
}
