import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mapUrlOf, type SpotCopy } from '@contract/meetup-spots';
import { SPOT_KIND_LABELS } from '@/lib/i18n/labels';

/** A safe meeting spot where a meetup is: its name, kind, address, hours, CCTV, and a link to it on the map. */
export function SpotPlace({ spot, compact = false }: { spot: SpotCopy; compact?: boolean }) {
  const { i18n } = useLingui();
  const kind = i18n._(SPOT_KIND_LABELS[spot.kind]);
  const hours = spot.opening_hours;
  return (
    <Box>
      <Typography fontWeight={600}>{spot.name}</Typography>
      <Typography variant="body2" color="success.dark" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <VerifiedUserIcon fontSize="inherit" aria-hidden />
        {spot.cctv ? <Trans>Safe meeting spot · {kind} · CCTV</Trans> : <Trans>Safe meeting spot · {kind}</Trans>}
      </Typography>
      {compact ? null : (
        <>
          <Typography variant="body2">{spot.address}</Typography>
          {hours ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>Open: {hours}</Trans>
            </Typography>
          ) : null}
        </>
      )}
      <Link href={mapUrlOf(spot)} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 600 }}>
        <Trans>Open the map (OpenStreetMap)</Trans>
      </Link>
    </Box>
  );
}

/** How a suggested spot reads in a select: name, area and how far it is. */
export function spotOptionLabel(spot: SpotCopy & { distance_km?: number | null }, i18n: I18n): string {
  const { name, area } = spot;
  if (spot.distance_km === null || spot.distance_km === undefined) return i18n._(msg`${name} (${area})`);
  if (spot.distance_km < 0.1) return i18n._(msg`${name} (${area} · here)`);
  const distance = i18n.number(spot.distance_km, { maximumFractionDigits: 1 });
  return i18n._(msg`${name} (${area} · ${distance} km)`);
}
