/**
 * A valid body for each id route that takes one, so that the id is what a test varies: the id test
 * (functions/src/test/ids.test.ts) and the reliability run's generated bad ids (scripts/reliability/bad-input.ts).
 */
export const VALID_ID_ROUTE_BODY: Record<string, unknown> = {
  'patch /products/:id': { price: 100 },
  'post /orders/:id/review': { rating: 5, text: 'Fine.' },
  'post /conversations/:id/messages': { text: 'Hello' },
  'put /orders/:id/accept': { slot: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
  'put /orders/:id/decline': {},
  'put /orders/:id/checklist': {
    items: { screen: true, cameras: true, audio: true, charging: true, buttons: true, biometrics: true, account_signed_out: true },
  },
  'post /orders/:id/handover': { code: '123456' },
  'post /products/:id/reports': { reason: 'scam' },
  'put /admin/listings/:id/reject': { reason: 'photos' },
  'put /admin/reports/:listingId/resolve': { action: 'dismiss' },
  'post /products/:id/offers': { price: 100 },
  'put /offers/:id/decline': {},
  'put /offers/:id/counter': { price: 100 },
  'patch /saved-searches/:id': { frequency: 'off' },
  'put /admin/meetup-spots/:id': { retired: true },
  'post /orders/:id/dispute': { reason: 'stopped_working', text: 'It stopped charging the same evening.' },
  'put /orders/:id/dispute': { answer: 'It charged fine when we met.' },
  'put /admin/disputes/:id/decide': { outcome: 'resolved', note: 'Settled between them.' },
};
