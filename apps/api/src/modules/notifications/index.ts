// The notifications module's public surface for other modules.

export type { NotificationType } from './messages';
export { adminsToldOfOrderSql, notifyMember, queueEmail } from './repository';
