import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from './config';

describe('configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('takes the defaults when a setting is unset or empty', () => {
    expect(parseConfig({})).toMatchObject({ local: false, writeRateLimit: 60, newsletterRateLimit: 5 });
    expect(parseConfig({ RECELL_WRITE_RATE_LIMIT: '', FIRESTORE_EMULATOR_HOST: '' })).toMatchObject({ local: false, writeRateLimit: 60 });
  });

  it('reads numbers and the emulator switch', () => {
    const config = parseConfig({ RECELL_WRITE_RATE_LIMIT: '1000', RECELL_NEWSLETTER_RATE_LIMIT: '7', FUNCTIONS_EMULATOR: 'true' });
    expect(config).toMatchObject({ local: true, writeRateLimit: 1000, newsletterRateLimit: 7 });
  });

  it('gives the functions people wait on the request deadline and the background ones a long one', () => {
    for (const target of [undefined, 'api', 'pages']) {
      expect(parseConfig({ FUNCTION_TARGET: target }).firestoreDeadlineMs).toBe(1_500);
    }
    for (const target of ['dispatchEvents', 'sweepEvents', 'sweepOrders', 'sweepOffers']) {
      expect(parseConfig({ FUNCTION_TARGET: target }).firestoreDeadlineMs).toBe(60_000);
    }
    expect(parseConfig({ FUNCTION_TARGET: 'dispatchEvents', RECELL_BACKGROUND_FIRESTORE_DEADLINE_MS: '9000' }).firestoreDeadlineMs).toBe(9_000);
  });

  it('refuses a value that is not a whole number of at least 1, naming each bad variable', () => {
    expect(() => parseConfig({ RECELL_WRITE_RATE_LIMIT: 'abc' })).toThrow(
      'ReCell API configuration is invalid: RECELL_WRITE_RATE_LIMIT must be a whole number of at least 1, not "abc".',
    );
    for (const bad of ['0', '-5', '2.5', '1e3', ' 60']) {
      expect(() => parseConfig({ RECELL_NEWSLETTER_RATE_LIMIT: bad })).toThrow(/RECELL_NEWSLETTER_RATE_LIMIT must be a whole number/);
    }
    expect(() => parseConfig({ RECELL_WRITE_RATE_LIMIT: 'x', RECELL_NEWSLETTER_RATE_LIMIT: 'y' })).toThrow(
      /RECELL_WRITE_RATE_LIMIT .*; RECELL_NEWSLETTER_RATE_LIMIT /,
    );
  });

  it('fails when the API loads with a bad value, before serving anything', async () => {
    vi.resetModules();
    vi.stubEnv('RECELL_WRITE_RATE_LIMIT', 'abc');
    await expect(import('../app.js')).rejects.toThrow(/RECELL_WRITE_RATE_LIMIT must be a whole number/);
  });
});
