import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { OPERATIONS, type Operation } from '../contract/operations';
import { buildOpenApiDocument, openApiPath } from '../modules/openapi/openapi.document';

/**
 * Checks a real answer of the API against the OpenAPI document: the status must be one the
 * route declares (an error status may fall to `default`), and a JSON body must match the schema
 * of that route, method and status. The harness runs it on every response the API tests see.
 */
const document = buildOpenApiDocument();
// strict: false, because the document holds OpenAPI keywords (paths, components...) that are not JSON Schema.
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(document, 'openapi');

const pointer = (...segments: string[]) => segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
const errorBody = ajv.compile({ $ref: 'openapi#/components/schemas/ErrorBody' });

function validatorFor(path: string, method: string, status: string, contentType: string): ValidateFunction {
  const ref = `openapi#/${pointer('paths', path, method, 'responses', status, 'content', contentType, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

/** Routes as patterns; where two match (`/products/adversite`, `/products/:id`) the one with more fixed segments wins, as Express orders them. */
const routes = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  fixedSegments: operation.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
}));

function operationOf(method: string, path: string): Operation | undefined {
  return routes
    .filter((route) => route.operation.method === method && route.pattern.test(path))
    .sort((a, b) => b.fixedSegments - a.fixedSegments)[0]?.operation;
}

/** Throws when the answer breaks the document; `url` is the absolute URL called (under /api). */
export function checkResponse(method: string, url: string, status: number, contentType: string | null, body: unknown): void {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/')) return;
  const path = decodeURIComponent(pathname.slice('/api'.length));
  const what = `${method} ${path} answered ${status}`;
  const operation = operationOf(method.toLowerCase(), path);
  const declared = operation ? (operation.responses[status] ? String(status) : undefined) : undefined;
  if (!declared && status < 400) throw new Error(`${what}, which the OpenAPI document does not declare for this route.`);
  const spec = operation && declared ? operation.responses[status]! : { contentType: 'application/json' };
  const expectedType = spec.contentType ?? 'application/json';
  if (!contentType?.startsWith(expectedType)) throw new Error(`${what} as ${contentType}, where the document says ${expectedType}.`);
  if (expectedType !== 'application/json') return;

  // Every error (of a route, or of an unknown address) is the one error body.
  const validate = operation && declared ? validatorFor(openApiPath(operation.path), operation.method, declared, expectedType) : errorBody;
  if (!validate(body)) {
    throw new Error(`${what} with a body that breaks the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}
