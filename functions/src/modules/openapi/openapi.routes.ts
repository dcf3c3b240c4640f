import { Router } from 'express';
import { publicCache } from '../../shared/http';
import { buildOpenApiDocument } from './openapi.document';

/** GET /openapi.json: the contract as OpenAPI 3.1, built once per instance (it changes only with a deploy). */
export const openApiRouter = Router();

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

openApiRouter.get('/openapi.json', publicCache(300), (_req, res) => {
  document ??= buildOpenApiDocument();
  res.json(document);
});
