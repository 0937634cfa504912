// The admin categories module's public surface for other modules.
export { lockCategoryWrites } from './repository';
