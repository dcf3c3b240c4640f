import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { BLOG_ENTRIES } from '@/features/content/blog-entries';

/** The blog: four fixed questions and answers (spec §2). */
export function BlogRoute() {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader title="Blog" subtitle="Short answers to questions web developers ask us." />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        {BLOG_ENTRIES.map((entry) => (
          <Paper key={entry.id} component="article" variant="outlined" aria-labelledby={`blog-${entry.id}`} sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
              Question {entry.id}
            </Typography>
            <Typography id={`blog-${entry.id}`} variant="h5" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
              {entry.question}
            </Typography>
            {entry.answer.map((paragraph) => (
              <Typography key={paragraph.slice(0, 24)} color="text.secondary" sx={{ mt: 1.25, lineHeight: 1.7 }}>
                {paragraph}
              </Typography>
            ))}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
