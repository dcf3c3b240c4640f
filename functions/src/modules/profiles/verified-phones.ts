import { AppError } from '../../shared/app-error';
import { verifiedPhoneOf } from './verified-phones.repo';

const WHY = {
  list: 'Verify your mobile number on your Profile before you list a phone: buyers get it once they book.',
  book: 'Verify your mobile number on your Profile before you book: the seller gets it to arrange the meetup.',
} as const;

/** The caller's verified mobile number; 403 phone_not_verified when they have none (listing and booking need one). */
export async function requireVerifiedPhone(uid: string, toDo: keyof typeof WHY): Promise<string> {
  const phone = await verifiedPhoneOf(uid);
  if (!phone) throw new AppError(403, 'phone_not_verified', WHY[toDo]);
  return phone;
}
