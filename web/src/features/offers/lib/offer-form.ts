import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { offerPriceProblem } from '@contract/offer-status';
import { createOfferBody, type OfferSide } from '@contract/offers';

/** The taka someone typed ("8,500", "৳ 8500") as a number, or NaN when it is not one. */
export function takaOf(typed: string): number {
  const digits = typed.replace(/[\s,৳]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * A price field checked as the API checks it (contract/offer-status.ts, with the API's own words):
 * whole taka, at least half the asking price and below it; a counter must beat the price it
 * answers (`counter`). The field's own messages are in the reader's language (`i18n`); the
 * contract's, like the API's, in English.
 */
export function offerPriceField(i18n: I18n, asking: number, counter?: { by: OfferSide; onTable: number }) {
  return z
    .string()
    .superRefine((typed, context) => {
      if (!typed.trim()) {
        context.addIssue({ code: 'custom', message: i18n._(msg`Enter your price in taka.`) });
        return;
      }
      const price = takaOf(typed);
      const problem = Number.isNaN(price) ? i18n._(msg`Offer a whole number of taka.`) : offerPriceProblem(price, asking, counter);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(takaOf);
}

/** The buyer's offer on a listing asking `asking`: a price and the API's optional note. */
export const offerFormSchema = (i18n: I18n, asking: number) => z.object({ price: offerPriceField(i18n, asking), message: createOfferBody.shape.message });

/** A counter to a round proposing `onTable`, made by `by`, on a listing asking `asking`. */
export const counterFormSchema = (i18n: I18n, asking: number, counter: { by: OfferSide; onTable: number }) =>
  z.object({ price: offerPriceField(i18n, asking, counter) });
