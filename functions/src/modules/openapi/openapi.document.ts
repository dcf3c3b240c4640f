import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors';
import { OPERATIONS, TAGS, type Operation } from '../../contract/operations';

type JsonSchema = Record<string, unknown>;

const PARAMETER = /:([A-Za-z]+)/g;
const parameterNamesOf = (expressPath: string) => [...expressPath.matchAll(PARAMETER)].map((match) => match[1]!);
const templateOf = (expressPath: string) => expressPath.replace(PARAMETER, ':');

/**
 * OpenAPI tells paths apart by their template alone, so `GET /users/admin/:email` and
 * `PUT /users/admin/:id` (both the marketplace spec's routes) are one path to it, and strict
 * client generators refuse a document that describes it twice. Express paths that differ only in
 * their parameters' names share one path item whose parameter is named after all of them
 * (`{emailOrId}`); each operation still describes the value it takes.
 */
const SHARED_PARAMETER_NAMES: ReadonlyMap<string, string[]> = (() => {
  const namesByTemplate = new Map<string, string[][]>();
  for (const { path } of OPERATIONS) {
    const names = parameterNamesOf(path);
    const known = namesByTemplate.get(templateOf(path)) ?? names.map(() => []);
    names.forEach((name, position) => {
      if (!known[position]!.includes(name)) known[position]!.push(name);
    });
    namesByTemplate.set(templateOf(path), known);
  }
  const joined = (names: string[]) => names.map((name, index) => (index ? name[0]!.toUpperCase() + name.slice(1) : name)).join('Or');
  return new Map([...namesByTemplate].map(([template, positions]) => [template, positions.map(joined)]));
})();

/** The document's name for the path parameter `name` of an Express path (its own, unless the path is shared). */
export function openApiParameterName(expressPath: string, name: string): string {
  const position = parameterNamesOf(expressPath).indexOf(name);
  return SHARED_PARAMETER_NAMES.get(templateOf(expressPath))?.[position] ?? name;
}

/** `/products/:id` → `/products/{id}`; `/users/admin/:id` → `/users/admin/{emailOrId}`. */
export const openApiPath = (expressPath: string) =>
  expressPath.replace(PARAMETER, (_match, name: string) => `{${openApiParameterName(expressPath, name)}}`);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid (`details` names each field), or the request could not be read.',
  401: 'No ID token, or an expired or revoked one.',
  403: 'Signed in, but not allowed to do this.',
  404: 'There is no such thing.',
  409: 'The state of the thing does not allow it (e.g. already booked).',
  413: 'The upload is too large.',
  415: 'The body is not of the media type this route takes.',
  429: 'Too many requests; try again in a minute.',
  503: 'A backend (Firestore) did not answer.',
};

/**
 * Builds the OpenAPI 3.1 document from the contract's operation table and zod schemas. Schemas
 * with an id (`.meta({ id })`: the entities and the error body) become components; requests are
 * described as clients write them (zod's input side: defaults optional, strings before
 * coercion), responses as the API sends them (output side, no extra fields).
 */
export function buildOpenApiDocument(): JsonSchema {
  const components: Record<string, JsonSchema> = {};

  const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    // The dialect is the document's (OpenAPI 3.1 is JSON Schema 2020-12); definitions become components.
    const { $defs, ...rest } = generated;
    delete rest.$schema;
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[id] = definition;
    return rest;
  };

  const parametersOf = (operation: Operation) =>
    (['path', 'query'] as const).flatMap((where) => {
      const object = where === 'path' ? operation.params : operation.query;
      if (!object) return [];
      const { properties = {}, required = [] } = schemaOf(object, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      return Object.entries(properties).map(([name, schema]) => {
        const documentName = where === 'path' ? openApiParameterName(operation.path, name) : name;
        const description = [
          ...(documentName === name ? [] : [`This route's \`${name}\` (the path is shared with routes that take another value here).`]),
          ...(typeof schema.description === 'string' ? [schema.description] : []),
        ].join(' ');
        return {
          name: documentName,
          in: where,
          required: where === 'path' || required.includes(name),
          ...(description ? { description } : {}),
          schema,
        };
      });
    });

  const requestBodyOf = (operation: Operation) => {
    if (!operation.body) return undefined;
    if (operation.body === 'image') {
      const upload = { type: 'object', properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['image'] };
      return { required: true, content: { 'multipart/form-data': { schema: upload } } };
    }
    return { required: true, content: { 'application/json': { schema: schemaOf(operation.body, 'input') } } };
  };

  const errorStatusesOf = (operation: Operation) => {
    // Every route can answer 400: the body reader refuses a malformed body before any route runs.
    const statuses = new Set([400, ...(operation.errors ?? [])]);
    if (operation.access !== 'public') statuses.add(401);
    if (operation.access === 'user' || operation.access === 'admin') statuses.add(403);
    if (operation.body) statuses.add(415);
    if (operation.limited) statuses.add(429);
    return [...statuses].sort((a, b) => a - b);
  };

  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const responses: Record<string, unknown> = {};
    for (const [status, spec] of Object.entries(operation.responses)) {
      responses[status] = {
        description: spec.description,
        ...(operation.paginated && status === '200'
          ? {
              headers: {
                Link: { description: 'The next page: `<url>; rel="next"`, absent on the last page.', schema: { type: 'string' } },
                ...(operation.counted
                  ? { 'X-Total-Count': { description: 'How many listings match the search (every page).', schema: { type: 'integer' } } }
                  : {}),
              },
            }
          : {}),
        content: { [spec.contentType ?? 'application/json']: { schema: spec.schema ? schemaOf(spec.schema, 'output') : { type: 'string', contentMediaType: spec.contentType } } },
      };
    }
    for (const status of errorStatusesOf(operation)) responses[status] = errorResponse(ERROR_DESCRIPTIONS[status] ?? 'An error.');
    responses.default = errorResponse('Any other error (500: something went wrong on our side; 503 `unavailable` with Retry-After: Firestore did not answer in time).');

    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method] = {
      operationId: operationIdOf(operation),
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.access === 'public' ? { security: [] } : {}),
      parameters: parametersOf(operation),
      ...(operation.body ? { requestBody: requestBodyOf(operation) } : {}),
      responses,
    };
  }
  schemaOf(errorBodySchema, 'output');

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'ReCell API',
      version: '1.0.0',
      // No open licence: the API is ReCell's, used under the site's terms (a page of the web app,
      // which the API reference links; an SPDX identifier would link to a page that does not exist).
      license: { name: 'Proprietary: the ReCell terms of use', url: '/terms' },
      description:
        'The REST API of ReCell, a marketplace for used smartphones. Field names follow the marketplace spec (`bookedId`, `adversite`, `email`, `user_role`; see functions/src/contract/names.ts for what each means on each entity).',
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name, description: TAGS[name] })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token', description: 'A Firebase Auth ID token of the caller.' },
      },
      schemas: components,
    },
  };
  // zod names the components it extracts `#/$defs/<id>`; in OpenAPI they live under components.
  return JSON.parse(JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

/** `get /products/:id` → `getProductsById`. */
function operationIdOf(operation: Operation): string {
  const words = operation.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return operation.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}
