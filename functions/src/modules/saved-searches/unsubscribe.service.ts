import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages';
import { AppError } from '../../shared/app-error';
import { textsIn } from '../../shared/texts';
import { getUserById } from '../profiles';
import { listSearchesOf, turnPriceDropEmailsOff } from './saved-searches.repo';
import { turnSearchAlertsOff } from './saved-searches.service';
import { readUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

const BAD_LINK = 'This unsubscribe link is not valid. You can turn alerts off on the Saved searches page of your dashboard.';

/** What a signed unsubscribe link names: whose emails, and which. A 400 for a link this server did not sign. */
export function readUnsubscribeLink(token: string): { uid: string; scope: UnsubscribeScope } {
  const read = readUnsubscribeToken(token);
  if (!read) throw AppError.badRequest(BAD_LINK);
  return read;
}

/** The language the link's page is written in: its account's, or English when the account is gone. */
export async function languageOfLink(uid: string): Promise<Language> {
  return (await getUserById(uid))?.language ?? DEFAULT_LANGUAGE;
}

/** What an unsubscribe link stops, in words of `language`. */
export function describeUnsubscribe(scope: UnsubscribeScope, language: Language): string {
  return textsIn(language).unsubscribe.stops[scope.kind];
}

/**
 * POST /saved-searches/unsubscribe?token=…: what the signed token names stops, signed in or not (a
 * mail client's one-click POST carries no session). A search's alerts turn off; the wishlist's
 * price-drop emails turn off; a digest's link turns off every daily search. Safe to repeat.
 * Answers what happened, in words of `language`.
 */
export async function unsubscribe({ uid, scope }: { uid: string; scope: UnsubscribeScope }, language: Language, now: Date): Promise<string> {
  const words = textsIn(language).unsubscribe;
  if (scope.kind === 'search') {
    const name = await turnSearchAlertsOff(uid, scope.searchId, now);
    return name === null ? words.searchGone : words.searchStopped(name);
  }
  if (scope.kind === 'price-drops') {
    await turnPriceDropEmailsOff(uid, now);
    return words.priceDropsStopped;
  }
  for (const search of await listSearchesOf(uid)) if (search.frequency === 'daily') await turnSearchAlertsOff(uid, search._id, now);
  return words.dailyStopped;
}
