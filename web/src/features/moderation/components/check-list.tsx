import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { visuallyHidden } from '@/components/visually-hidden';

export interface Check {
  /** true passed, false failed, null: a fact to weigh, neither. */
  ok: boolean | null;
  label: string;
  detail?: ReactNode;
}

const ICON = { true: <CheckIcon color="success" fontSize="small" />, false: <CancelIcon color="error" fontSize="small" />, null: <InfoIcon color="action" fontSize="small" /> };

/** What the server checked or knows, each with a tick, a cross or a plain fact. */
export function CheckList({ label, checks }: { label: string; checks: Check[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {checks.map((check) => (
        <Box component="li" key={check.label} sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', gap: 1, alignItems: 'start' }}>
          <Box sx={{ pt: '2px', display: 'flex' }} aria-hidden="true">
            {ICON[String(check.ok) as 'true' | 'false' | 'null']}
          </Box>
          <Box>
            <Typography variant="body2" fontWeight={600}>
              {check.label}
              {check.ok === false ? <Box component="span" sx={visuallyHidden}>
                  {' '}
                  <Trans>(failed)</Trans>
                </Box> : null}
            </Typography>
            {check.detail ? (
              <Typography variant="body2" color="text.secondary">
                {check.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
