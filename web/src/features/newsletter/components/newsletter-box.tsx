import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { COMMUNITY_SIZE } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { validate } from '@/lib/form';
import { subscribeBody, useSubscribe } from '@/features/newsletter/api/subscribe';

type Outcome = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** The newsletter box: really subscribes (POST /api/newsletter) and says what happened. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useSubscribe();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = validate(subscribeBody, { email });
    if (!checked.ok) {
      setFieldError(checked.errors.email ?? 'Enter a valid email address.');
      return;
    }
    subscribe.mutate(checked.value.email, {
      onSuccess: ({ alreadySubscribed }) => {
        setOutcome(
          alreadySubscribed
            ? { severity: 'info', text: 'You are already subscribed. Thanks for staying with us!' }
            : { severity: 'success', text: 'Thanks for subscribing! The best deals are on their way to your inbox.' },
        );
        if (!alreadySubscribed) setEmail('');
      },
      onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
    });
  };

  return (
    <Paper
      component="section"
      aria-labelledby="newsletter-title"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 5,
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #3730a3 0%, #4f46e5 55%, #6366f1 100%)',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
        gap: { xs: 3, md: 5 },
        alignItems: 'center',
      }}
    >
      <Box>
        <MailOutlineIcon sx={{ fontSize: 40, opacity: 0.9 }} />
        <Typography id="newsletter-title" variant="h4" component="h2" sx={{ mt: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Get the best deals first
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          Join our community of {COMMUNITY_SIZE} phone lovers. One short email a week with fresh listings and price drops, no spam.
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Newsletter">
        <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Your email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            variant="filled"
            sx={{
              '& .MuiFilledInput-root': { bgcolor: '#fff', borderRadius: 2, '&:hover, &.Mui-focused': { bgcolor: '#fff' } },
              '& .MuiFormHelperText-root': { color: '#fff', fontWeight: 600, mx: 0.5 },
              '& .MuiFormHelperText-root.Mui-error': { color: '#fee2e2' },
            }}
            slotProps={{ input: { disableUnderline: true } }}
          />
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={subscribe.isPending} sx={{ height: 56, px: 4, flexShrink: 0 }}>
            {subscribe.isPending ? 'Joining…' : 'Join'}
          </Button>
        </Box>
        {outcome ? (
          <Alert severity={outcome.severity} variant="filled" sx={{ mt: 1 }} role="status">
            {outcome.text}
          </Alert>
        ) : null}
      </Box>
    </Paper>
  );
}
