/** health: whether the API and Firestore answer (owns no collection). */
export { healthRouter } from './health.routes';
