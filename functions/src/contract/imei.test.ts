import { describe, expect, it } from 'vitest';
import { IMEI_INVALID_MESSAGE, imeiLast4, isValidImei, luhnCheckDigit, luhnValid } from './imei';
import { imeiField } from './schema-helpers';

describe('IMEI (Luhn)', () => {
  it('accepts IMEIs whose check digit is right', () => {
    for (const imei of ['490154203237518', '356938035643809', '352099001761481']) expect(isValidImei(imei), imei).toBe(true);
  });

  it('refuses a wrong check digit, a typo of one digit and a swap of two neighbours', () => {
    expect(isValidImei('490154203237517')).toBe(false);
    expect(isValidImei('490154203237528')).toBe(false);
    expect(isValidImei('490145203237518')).toBe(false);
    expect(isValidImei('490154203327518')).toBe(false);
  });

  it('refuses anything but 15 digits, separators aside', () => {
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4901542032375180')).toBe(false);
    expect(isValidImei('49015420323751a')).toBe(false);
    expect(isValidImei('')).toBe(false);
    expect(isValidImei('49-015420-323751-8')).toBe(true);
    expect(isValidImei('490154 203237 518')).toBe(true);
  });

  it('computes the check digit that completes 14 digits', () => {
    expect(luhnCheckDigit('49015420323751')).toBe('8');
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
  });

  it('keeps only the last four digits', () => {
    expect(imeiLast4('49-015420-323751-8')).toBe('7518');
  });

  it('the body field answers the digits, or the message the seller sees', () => {
    expect(imeiField.parse(' 49 015420 323751 8 ')).toBe('490154203237518');
    const refused = imeiField.safeParse('490154203237517');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(IMEI_INVALID_MESSAGE);
    expect(IMEI_INVALID_MESSAGE).toBe('This IMEI is not valid — check the digits');
  });
});
