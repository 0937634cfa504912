// The settings module's public surface for other modules.
export { chargesSql } from './charges';
export { getSettings } from './service';
