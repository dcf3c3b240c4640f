import Typography from '@mui/material/Typography';

/** The error line in red under the form (spec §8); announced to screen readers. */
export function AuthError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" sx={{ mt: 2, fontWeight: 500 }} data-testid="auth-error">
      {message}
    </Typography>
  );
}
