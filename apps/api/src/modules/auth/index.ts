/** What the rest of the API may use of the auth module: the auth plugin reads sessions here. */

/** Members created with an invitation write the link in their own transaction (issue 21). */
export { writeAccountLink } from './account-links';
export { loadSessionUser } from './repository';
