import { z } from 'zod';

/** What went wrong, in one word a client can branch on (the status says how bad it is). */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'recent_login_required',
  /** 403: listing or booking needs a mobile number verified on this account (Profile → Phone number). */
  'phone_not_verified',
  'not_found',
  'already_booked',
  'imei_in_use',
  /** 409: the listing's price is firm; it takes no offers. */
  'firm_price',
  /** 409: the buyer already has an open offer on this listing. */
  'offer_open',
  /** 409: the buyer and the listing have used all their rounds of offers. */
  'offer_rounds',
  'conflict',
  /** 423: the handover is locked after too many wrong codes; try again later. */
  'locked',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorDetailSchema = z.object({
  /** The field, dotted (`phone_details.phone_name`), or '' for the whole input. */
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The body of every error answer (docs/api.md); `message` is written to be shown to a person. */
export const errorBodySchema = z
  .object({
    acknowledged: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
    /** The X-Request-Id of the request, to find it in the logs. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody', description: 'The body of every error answer; `message` is meant for people.' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
