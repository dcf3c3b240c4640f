import { useEffect, useRef, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import SwaggerUI from 'swagger-ui-react';
import { useLingui } from '@lingui/react/macro';
import 'swagger-ui-react/swagger-ui.css';
import { PageHeader } from '@/components/page-header';
import { apiUrl } from '@/lib/api-client';

/** Swagger UI's server picker is a <select> without a name (axe: select-name); this names it. */
const namedServerPicker = {
  wrapComponents: {
    Servers: (Original: ComponentType<object>) =>
      function NamedServers(props: object) {
        const wrapper = useRef<HTMLDivElement>(null);
        useEffect(() => {
          wrapper.current?.querySelector('select')?.setAttribute('aria-label', 'Server');
        });
        return (
          <div ref={wrapper}>
            <Original {...props} />
          </div>
        );
      },
  },
};

/** Darker method colours than Swagger UI's pastels, so white labels reach a 4.5:1 contrast. */
const METHOD_COLOURS = { get: '#1d4ed8', post: '#047857', put: '#b45309', patch: '#0f766e', delete: '#b91c1c' };

/** Where Swagger UI's own styles fall short of our accessibility checks (axe: color-contrast, scrollable-region-focusable). */
const accessibleSwagger = {
  // !important: Swagger UI's style sheet arrives with the lazy chunk, after ours, at equal specificity.
  '& .swagger-ui .info .title small': { backgroundColor: '#4b5563 !important' },
  '& .swagger-ui .info .title small.version-stamp': { backgroundColor: '#3f6212 !important' },
  '& .swagger-ui .info .url': { color: '#1d4ed8 !important' },
  // The info block's links (the licence's terms page): Swagger UI's light blue is under 4.5:1 on white.
  '& .swagger-ui .info .link': { color: '#1d4ed8 !important' },
  '& .swagger-ui .btn.authorize': { color: '#047857 !important', borderColor: '#047857 !important', '& svg': { fill: '#047857 !important' } },
  '& .swagger-ui .parameter__in': { color: '#4b5563 !important' },
  ...Object.fromEntries(
    Object.entries(METHOD_COLOURS).map(([method, colour]) => [`& .swagger-ui .opblock-${method} .opblock-summary-method`, { backgroundColor: `${colour} !important` }]),
  ),
  // One light colour for highlighted examples: the theme's reds on dark grey are too faint.
  '& .swagger-ui .microlight span': { color: 'inherit !important' },
  // Examples wrap instead of scrolling sideways, so no scroll region needs a keyboard stop.
  '& .swagger-ui .highlight-code > .microlight': {
    overflow: 'visible !important',
    maxHeight: 'none',
    whiteSpace: 'pre-wrap !important',
    wordBreak: 'break-word',
  },
};

/**
 * The API reference: Swagger UI (bundled, no CDN) rendering GET /api/openapi.json, the document
 * the API generates from its contract. A lazily loaded route of its own, so the renderer never
 * reaches a shopper's first load. The page's own words follow the page's language; Swagger UI and
 * the contract it shows are English, as the API is.
 */
export default function ApiDocsRoute() {
  const { t } = useLingui();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="ReCell API"
        subtitle={t`Every route of the REST API under /api, with its parameters, bodies and answers. Signed-in routes take a Firebase ID token as a Bearer token.`}
      />
      <Paper variant="outlined" sx={{ py: 1, ...accessibleSwagger }}>
        <SwaggerUI url={apiUrl('/openapi.json')} docExpansion="list" defaultModelsExpandDepth={0} plugins={[namedServerPicker]} />
      </Paper>
    </Box>
  );
}
