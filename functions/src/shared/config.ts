import path from 'node:path';
import { z } from 'zod';
import { MESSAGE_RATE_LIMIT_PER_MINUTE, REPORT_RATE_LIMIT_PER_MINUTE } from '../contract/constants';

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A count such as a rate limit: digits only, at least 1; unset or empty takes the fallback. */
const positiveCount = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? String(fallback) : value),
    z
      .string()
      .regex(/^[1-9]\d*$/, { error: (issue) => `must be a whole number of at least 1, not "${String(issue.input)}"` })
      .transform(Number),
  );

/** The functions a person waits on (index.ts); the others run in the background. */
const PEOPLE_FACING_FUNCTIONS: ReadonlySet<string> = new Set(['api', 'pages']);

/** The environment the API reads; everything environment-specific of the API lives here. */
const environment = z.object({
  FIRESTORE_EMULATOR_HOST: optional(z.string()),
  /** Where the Auth emulator listens (host:port), set by firebase-tools for the functions it runs. */
  FIREBASE_AUTH_EMULATOR_HOST: optional(z.string()),
  FUNCTIONS_EMULATOR: optional(z.string()),
  /** The function this process serves: set by Cloud Functions and its emulator, not by a deploy's discovery of the functions, nor in tests. */
  FUNCTION_TARGET: optional(z.string()),
  /** Where the local image store keeps its files (local stack and tests only). */
  RECELL_DATA_DIR: optional(z.string()),
  /** Cloud Storage bucket for images in production (defaults to the project's bucket). */
  RECELL_STORAGE_BUCKET: optional(z.string()),
  /** Rate limits are per client IP, per window. Tests and the benchmark raise them. */
  RECELL_WRITE_RATE_LIMIT: positiveCount(60),
  RECELL_NEWSLETTER_RATE_LIMIT: positiveCount(5),
  /** How long one Firestore call may take before the API answers 503 (fail fast, shared/firestore-deadline.ts). */
  RECELL_FIRESTORE_DEADLINE_MS: positiveCount(1_500),
  /**
   * The same for the queue and scheduled functions: nobody waits on them, and one of their calls may
   * read a whole model's listings (the fair-price refresh), which a request's deadline would fail.
   */
  RECELL_BACKGROUND_FIRESTORE_DEADLINE_MS: positiveCount(60_000),
  /** Messages a person may send a minute, counted in Firestore across instances. */
  RECELL_MESSAGE_RATE_LIMIT: positiveCount(MESSAGE_RATE_LIMIT_PER_MINUTE),
  /** Reports a person may file a minute, counted in Firestore across instances. */
  RECELL_REPORT_RATE_LIMIT: positiveCount(REPORT_RATE_LIMIT_PER_MINUTE),
  /** The web app's address, for the links in notification emails (production sets its site's). */
  RECELL_PUBLIC_URL: optional(z.url()),
});

export type Config = ReturnType<typeof parseConfig>;

/** Reads the settings from an environment; a bad value throws one message naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`ReCell API configuration is invalid: ${problems.join('; ')}.`);
  }
  const vars = parsed.data;
  return {
    /** True in the Functions emulator, in tests and in the local stack. */
    local: Boolean(vars.FIRESTORE_EMULATOR_HOST || vars.FUNCTIONS_EMULATOR),
    /** True in the firebase-tools Functions emulator only (the local stack), not in the in-process tests. */
    functionsEmulator: vars.FUNCTIONS_EMULATOR === 'true',
    /** This process serves requests of a deployed (or emulated) function. */
    servingFunction: Boolean(vars.FUNCTION_TARGET),
    localDataDir: vars.RECELL_DATA_DIR ?? path.resolve(__dirname, '../../../.local-data'),
    storageBucket: vars.RECELL_STORAGE_BUCKET,
    writeRateLimit: vars.RECELL_WRITE_RATE_LIMIT,
    newsletterRateLimit: vars.RECELL_NEWSLETTER_RATE_LIMIT,
    rateLimitWindowMs: 60_000,
    firestoreDeadlineMs:
      vars.FUNCTION_TARGET === undefined || PEOPLE_FACING_FUNCTIONS.has(vars.FUNCTION_TARGET)
        ? vars.RECELL_FIRESTORE_DEADLINE_MS
        : vars.RECELL_BACKGROUND_FIRESTORE_DEADLINE_MS,
    messageRateLimit: vars.RECELL_MESSAGE_RATE_LIMIT,
    reportRateLimit: vars.RECELL_REPORT_RATE_LIMIT,
    /** The Auth emulator of the local stack, which its pages sign in on (its port moves with RECELL_PORT_OFFSET); null in production. */
    authEmulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    publicUrl: (vars.RECELL_PUBLIC_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, ''),
  } as const;
}

/** Read once, when the function starts: a bad value stops it here, with the message above. */
export const config: Config = parseConfig(process.env);
