import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { mapUrlOf, SPOT_KIND_LABELS, type SpotCopy } from '@contract/meetup-spots';

/** A safe meeting spot where a meetup is: its name, kind, address, hours, CCTV, and a link to it on the map. */
export function SpotPlace({ spot, compact = false }: { spot: SpotCopy; compact?: boolean }) {
  return (
    <Box>
      <Typography fontWeight={600}>{spot.name}</Typography>
      <Typography variant="body2" color="success.dark" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <VerifiedUserIcon fontSize="inherit" aria-hidden />
        Safe meeting spot · {SPOT_KIND_LABELS[spot.kind]}
        {spot.cctv ? ' · CCTV' : ''}
      </Typography>
      {compact ? null : (
        <>
          <Typography variant="body2">{spot.address}</Typography>
          {spot.opening_hours ? (
            <Typography variant="body2" color="text.secondary">
              Open: {spot.opening_hours}
            </Typography>
          ) : null}
        </>
      )}
      <Link href={mapUrlOf(spot)} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 600 }}>
        Open the map (OpenStreetMap)
      </Link>
    </Box>
  );
}

/** How a suggested spot reads in a select: name, area and how far it is. */
export function spotOptionLabel(spot: SpotCopy & { distance_km?: number | null }): string {
  const distance = spot.distance_km === null || spot.distance_km === undefined ? '' : spot.distance_km < 0.1 ? ' · here' : ` · ${spot.distance_km} km`;
  return `${spot.name} (${spot.area}${distance})`;
}
