import Box from '@mui/material/Box';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { useLingui } from '@lingui/react/macro';

/** The thread's one-line safety reminder (contacts typed in messages are left as they are). */
export function SafetyReminder() {
  const { t } = useLingui();
  return (
    <Box
      role="note"
      aria-label={t`Safety reminder`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 0.75,
        bgcolor: '#fffbeb',
        color: '#78350f',
        borderBottom: 1,
        borderColor: '#fde68a',
        typography: 'caption',
        lineHeight: 1.35,
      }}
    >
      <ShieldIcon aria-hidden="true" sx={{ fontSize: 18, flex: '0 0 auto' }} />
      {/* The contract's MESSAGE_SAFETY_REMINDER, word for word in English (safety-reminder.test.tsx holds them together). */}
      <span>{t`Stay safe: meet in a public place, inspect the phone before you pay, and keep the conversation on ReCell.`}</span>
    </Box>
  );
}
