/** What the rest of the API may use of the auth module: the auth plugin reads sessions here. */
export { loadSessionUser } from './repository';
