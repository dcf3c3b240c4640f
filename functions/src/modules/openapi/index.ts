/** openapi: the API's OpenAPI document, built from the contract (owns no collection). */
export { openApiRouter } from './openapi.routes';
