import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { PageHeader } from '@/components/page-header';
import { apiUrl } from '@/lib/api-client';

/**
 * The API reference: Swagger UI (bundled, no CDN) rendering GET /api/openapi.json, the document
 * the API generates from its contract. A lazily loaded route of its own, so the renderer never
 * reaches a shopper's first load.
 */
export function ApiDocsRoute() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="ReCell API"
        subtitle="Every route of the REST API under /api, with its parameters, bodies and answers. Signed-in routes take a Firebase ID token as a Bearer token."
      />
      <Paper variant="outlined" sx={{ py: 1 }}>
        <SwaggerUI url={apiUrl('/openapi.json')} docExpansion="list" defaultModelsExpandDepth={0} />
      </Paper>
    </Box>
  );
}
