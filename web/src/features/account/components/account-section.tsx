import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One section of the profile page: a titled card. Sections stack; each owns its form. */
export function AccountSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  // Not made from the title: a Bangla title has no Latin letters to make a distinct id of.
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, ...(tone === 'danger' ? { borderColor: 'error.light' } : {}) }}
    >
      <Typography id={id} variant="h6" component="h2" color={tone === 'danger' ? 'error' : undefined}>
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2.5 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
