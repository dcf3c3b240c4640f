import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { useLanguage } from '@/lib/i18n/hooks';
import { BLOG, type Blog, type BlogBlock, type BlogEntry } from '@/features/content/blog-entries';

/** Room for the sticky header when an entry is reached through its anchor. */
const ANCHOR_OFFSET = 88;

/** The blog: buying guides, then the spec's four questions and answers (§2), with a list of entries first, in the page's language. */
export default function BlogRoute() {
  const { t } = useLingui();
  const blog = BLOG[useLanguage()];
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageHeader title={t`Blog`} subtitle={t`Guides to buying a used phone with confidence, and answers from the people who build ReCell.`} />
      <Contents blog={blog} />
      {blog.topics.map(({ topic, title, text }) => (
        <Box key={topic} component="section" aria-labelledby={`topic-${topic}`} sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id={`topic-${topic}`} variant="h5" component="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 } }}>
            {text}
          </Typography>
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
            {blog.entries.filter((entry) => entry.topic === topic).map((entry) => (
              <Article key={entry.id} entry={entry} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Every entry's title and one line, linking to it further down the page. */
function Contents({ blog }: { blog: Blog }) {
  const { t } = useLingui();
  return (
    <Paper component="nav" aria-label={t`Blog entries`} variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: '#f8f9fe' }}>
      {blog.topics.map(({ topic, title }) => (
        <Box key={topic} sx={{ '& + &': { mt: 2.5 } }}>
          <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
            {title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
            {blog.entries.filter((entry) => entry.topic === topic).map((entry) => (
              <li key={entry.id}>
                <Link href={`#${entry.slug}`} underline="hover" sx={{ fontWeight: 700 }}>
                  {entry.question}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {entry.summary}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

function Article({ entry }: { entry: BlogEntry }) {
  const guide = entry.topic === 'buying';
  const { t } = useLingui();
  return (
    <Paper
      component="article"
      id={entry.slug}
      variant="outlined"
      aria-labelledby={`blog-${entry.slug}`}
      sx={{ p: { xs: 2, md: 4 }, scrollMarginTop: ANCHOR_OFFSET }}
    >
      <Typography variant="overline" color="primary" component="p" sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
        {guide ? t`Buying guide` : t`Question`}
      </Typography>
      <Typography id={`blog-${entry.slug}`} variant="h5" component="h3" sx={{ mb: 1.5, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {entry.question}
      </Typography>
      {entry.answer.map((block, index) => (
        <Fragment key={index}>{renderBlock(block)}</Fragment>
      ))}
    </Paper>
  );
}

const textSx = { mt: 1.25, lineHeight: 1.7, color: 'text.secondary' } as const;

function renderBlock(block: BlogBlock) {
  if (typeof block === 'string') return <Typography sx={textSx}>{block}</Typography>;
  if ('heading' in block) {
    return (
      <Typography variant="h6" component="h4" sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.15rem' } }}>
        {block.heading}
      </Typography>
    );
  }
  return (
    <Box
      component={block.ordered ? 'ol' : 'ul'}
      sx={{ ...textSx, pl: 3, mb: 0, '& li': { pl: 0.5 }, '& li + li': { mt: 1 }, '& li::marker': { color: 'primary.main', fontWeight: 700 } }}
    >
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}
