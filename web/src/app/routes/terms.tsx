import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { useLanguage } from '@/lib/i18n/hooks';
import { TERMS } from '@/features/content/terms';

/** Terms and conditions, linked from Register; the footer's Privacy, Licensing and Contact anchor into it. */
export default function TermsRoute() {
  const { t } = useLingui();
  const { updated, sections } = TERMS[useLanguage()];
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader title={t`Terms and conditions`} subtitle={t`Last updated ${updated}. Please read them before you buy or sell.`} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
        {sections.map((section) => (
          <Box key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-title`} sx={{ scrollMarginTop: 96, '& + &': { mt: 4 } }}>
            <Typography id={`${section.id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph.slice(0, 24)} color="text.secondary" sx={{ mt: 1, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
