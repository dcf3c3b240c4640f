/** jwt: the access token a signed-in client trades its ID token for (owns no collection). */
export { jwtRouter } from './jwt.routes';
