/**
 * users: the account use cases (sign-up, profile, roles, verification, deletion) and Admin Auth.
 * On top of the modules: a change of an account reaches every module that copies or keeps
 * something of the person. Their record is the profiles module's.
 */
export { identitySource } from './users.service';
export { usersRouter } from './users.routes';
export { onAccountDeletedAuth, onAuthProfile } from './account-events';
