import { z } from 'zod';

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

export const DesignationSchema = z.enum(['admin', 'manager', 'technician', 'frontdesk', 'viewer']);
export type Designation = z.infer<typeof DesignationSchema>;

export const StoreTypeSchema = z.enum(['owned', 'franchise']);
export type StoreType = z.infer<typeof StoreTypeSchema>;

export const StoreStatusSchema = z.enum(['active', 'inactive', 'maintenance']);
export type StoreStatus = z.infer<typeof StoreStatusSchema>;

export const OrderStatusSchema = z.enum([
  'pending',
  'approved',
  'shipped',
  'rejected',
  'completed',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
