import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useLingui } from '@lingui/react/macro';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { COMMUNITY_SIZE } from '@/config/constants';
import { useFormat } from '@/lib/i18n/hooks';
import { subscribeBody, useSubscribe } from '@/features/newsletter/api/subscribe';

type Outcome = { severity: 'success' | 'info'; text: string } | null;

/** The newsletter box: really subscribes (POST /api/newsletter) and says what happened. */
export function NewsletterBox() {
  const { control, handleSubmit, reset } = useZodForm(subscribeBody, { defaultValues: { email: '' } });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useSubscribe();
  const { t } = useLingui();
  // "5000+" with the page's digits, ungrouped as the constant writes it.
  const { formatYear } = useFormat();
  const community = COMMUNITY_SIZE.replace(/\d+/g, (digits) => formatYear(Number(digits)));

  const onSubmit = handleSubmit(({ email }) => {
    setOutcome(null);
    subscribe.mutate(email, {
      onSuccess: ({ alreadySubscribed }) => {
        setOutcome(
          alreadySubscribed
            ? { severity: 'info', text: t`You are already subscribed. Thanks for staying with us!` }
            : { severity: 'success', text: t`Thanks for subscribing! The best deals are on their way to your inbox.` },
        );
        if (!alreadySubscribed) reset();
      },
    });
  });

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
          {t`Get the best deals first`}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          {t`Join our community of ${community} phone lovers. One short email a week with fresh listings and price drops, no spam.`}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Newsletter`}>
        <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            control={control}
            name="email"
            label={t`Your email`}
            type="email"
            autoComplete="email"
            variant="filled"
            sx={{
              '& .MuiFilledInput-root': { bgcolor: '#fff', borderRadius: 2, '&:hover, &.Mui-focused': { bgcolor: '#fff' } },
              '& .MuiFormHelperText-root': { color: '#fff', fontWeight: 600, mx: 0.5 },
              '& .MuiFormHelperText-root.Mui-error': { color: '#fee2e2' },
            }}
            slotProps={{ input: { disableUnderline: true } }}
          />
          <Button type="submit" variant="contained" color="secondary" size="large" disabled={subscribe.isPending} sx={{ height: 56, px: 4, flexShrink: 0 }}>
            {subscribe.isPending ? t`Joining…` : t`Join`}
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
