import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { OPERATIONS } from '../../contract/operations';
import { call, startApi } from '../../test/harness';
import { registeredRoutes } from '../../test/registered-routes';
import { checkResponse } from '../../test/response-check';
import { buildOpenApiDocument, openApiParameterName, openApiPath } from './openapi.document';

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('GET /openapi.json', () => {
  it('answers an OpenAPI 3.1 document that a validator of the specification accepts', async () => {
    const response = await call(`${api.url}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(buildOpenApiDocument());
    const validator = new Validator();
    const result = await validator.validate(response.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator is not a rubber stamp: a document without its required info fails.
    expect((await new Validator().validate({ openapi: '3.1.0', info: {}, paths: {} })).valid).toBe(false);
  });

  it('has an entry for every route the app registers, and for no other', () => {
    const documented = OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(documented.sort()).toEqual(registeredRoutes(createApp()).sort());
  });

  it('describes each route with its parameters, body, answers, the error body and who may call', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, Record<string, unknown>>>;
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    for (const operation of OPERATIONS) {
      const described = paths[openApiPath(operation.path)]![operation.method]!;
      const responses = described.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
      expect(Object.keys(responses)).toEqual(expect.arrayContaining([...Object.keys(operation.responses), 'default']));
      expect(responses.default!.content['application/json']!.schema).toEqual(errorBody);
      const pathParameters = (described.parameters as { in: string; name: string }[]).filter((parameter) => parameter.in === 'path');
      const expressNames = [...operation.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      expect(pathParameters.map((parameter) => parameter.name)).toEqual(expressNames.map((name) => openApiParameterName(operation.path, name)));
      if (operation.access === 'public') expect(described.security).toEqual([]);
      else expect(described.security).toBeUndefined(); // the document's default: a Bearer ID token
      if (operation.access !== 'public') expect(responses['401']!.content['application/json']!.schema).toEqual(errorBody);
    }
  });

  it('describes routes whose paths differ only in parameter names as one path item with one name', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/users/admin/{emailOrId}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(openApiPath('/users/admin/:email')).toBe('/users/admin/{emailOrId}');
    expect(openApiPath('/users/admin/:id')).toBe('/users/admin/{emailOrId}');
    expect(openApiPath('/products/:id')).toBe('/products/{id}');
    const templates = Object.keys(paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(templates).size).toBe(templates.length);
  });
});

describe('the response check every API test goes through', () => {
  const url = (path: string) => `http://127.0.0.1/api${path}`;
  const json = 'application/json; charset=utf-8';

  it('refuses a body that breaks the route\'s schema, an undeclared status and an unknown route\'s success', () => {
    expect(() => checkResponse('GET', url('/wishlist/count'), 200, json, { count: 'three' })).toThrow(/breaks the OpenAPI document/);
    expect(() => checkResponse('GET', url('/categories'), 200, json, [{ _id: '1', id: 1, category_name: 'apple', extra: true }])).toThrow(/breaks/);
    expect(() => checkResponse('GET', url('/wishlist/count'), 201, json, { count: 3 })).toThrow(/does not declare/);
    expect(() => checkResponse('GET', url('/nowhere'), 200, json, {})).toThrow(/does not declare/);
    expect(() => checkResponse('GET', url('/products/x'), 404, json, { message: 'no' })).toThrow(/breaks/);
  });

  it('accepts what the document describes', () => {
    expect(() => checkResponse('GET', url('/wishlist/count'), 200, json, { count: 3 })).not.toThrow();
    const error = { acknowledged: false, code: 'not_found', message: 'There is nothing at this address.', requestId: 'r' };
    expect(() => checkResponse('GET', url('/nowhere'), 404, json, error)).not.toThrow();
  });
});
