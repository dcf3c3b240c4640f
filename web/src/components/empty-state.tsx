import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a list shows when it has nothing in it: an icon, a sentence and the next step. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}>
      {icon ? <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 48 } }}>{icon}</Box> : null}
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          {text}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Paper>
  );
}
