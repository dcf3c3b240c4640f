/**
 * profiles: each person's ReCell record (users/{uid}) and the aggregates kept on it (rating,
 * completed sales, with their tally markers). Below every module that shows or counts a person;
 * the account use cases (sign-up, roles, deletion) are the users module's, above it.
 */
export {
  countDisputeOutcomeIn,
  countSale,
  createUserRecord,
  deleteUserUnlessLastAdmin,
  disputeOutcomesIn,
  foldRatingIn,
  getUserByEmail,
  getUserById,
  listUsers,
  refreshRatingAverage,
  removeAdminUnlessLastAdmin,
  updateOwnFields,
  updateUserRecord,
  type DeleteUserOutcome,
  type EventsOf,
  type RatedReview,
  type RemoveAdminOutcome,
} from './profiles.repo';
export { verifiedPhoneOf } from './verified-phones.repo';
export { requireVerifiedPhone } from './verified-phones';
