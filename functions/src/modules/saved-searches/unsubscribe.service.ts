import { AppError } from '../../shared/app-error';
import { listSearchesOf, turnPriceDropEmailsOff } from './saved-searches.repo';
import { turnSearchAlertsOff } from './saved-searches.service';
import { readUnsubscribeToken } from './unsubscribe-token';

const BAD_LINK = 'This unsubscribe link is not valid. You can turn alerts off on the Saved searches page of your dashboard.';

/** What an unsubscribe link stops, in words, or a 400 for a link this server did not sign. */
export function describeUnsubscribe(token: string): string {
  const read = readUnsubscribeToken(token);
  if (!read) throw AppError.badRequest(BAD_LINK);
  if (read.scope.kind === 'search') return 'the alerts of this saved search';
  return read.scope.kind === 'price-drops' ? 'price-drop emails for your wishlist' : 'your daily alert emails';
}

/**
 * POST /saved-searches/unsubscribe?token=…: what the signed token names stops, signed in or not (a
 * mail client's one-click POST carries no session). A search's alerts turn off; the wishlist's
 * price-drop emails turn off; a digest's link turns off every daily search. Safe to repeat.
 */
export async function unsubscribe(token: string, now: Date): Promise<string> {
  const read = readUnsubscribeToken(token);
  if (!read) throw AppError.badRequest(BAD_LINK);
  const { uid, scope } = read;
  if (scope.kind === 'search') {
    const name = await turnSearchAlertsOff(uid, scope.searchId, now);
    return name === null ? 'That saved search no longer exists: it sends nothing.' : `You will get no more alerts for "${name}".`;
  }
  if (scope.kind === 'price-drops') {
    await turnPriceDropEmailsOff(uid, now);
    return 'You will get no more price-drop emails for your wishlist.';
  }
  for (const search of await listSearchesOf(uid)) if (search.frequency === 'daily') await turnSearchAlertsOff(uid, search._id, now);
  return 'You will get no more daily alert emails.';
}
