import path from 'node:path';

/** Runtime settings, read once. Everything environment-specific of the API lives here. */
export const config = {
  /** True in the Functions emulator, in tests and in the local stack. */
  local: Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FUNCTIONS_EMULATOR),
  /** Where the local image store keeps its files (local stack and tests only). */
  localDataDir: process.env.RECELL_DATA_DIR ?? path.resolve(__dirname, '../../../.local-data'),
  /** Cloud Storage bucket for images in production (defaults to the project's bucket). */
  storageBucket: process.env.RECELL_STORAGE_BUCKET,
  /** Rate limits are per client IP, per window. Tests raise them through the environment. */
  writeRateLimit: Number(process.env.RECELL_WRITE_RATE_LIMIT ?? 60),
  newsletterRateLimit: Number(process.env.RECELL_NEWSLETTER_RATE_LIMIT ?? 5),
  rateLimitWindowMs: 60_000,
} as const;
