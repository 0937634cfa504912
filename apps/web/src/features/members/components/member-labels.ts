import type { Designation, Role } from '@portal/contract';
import type { BadgeVariant } from '@/components/ui/badge';

export const DESIGNATION_OPTIONS: { value: Designation; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'manager', label: 'Manager' },
  { value: 'technician', label: 'Technician' },
  { value: 'frontdesk', label: 'Front Desk' },
  { value: 'viewer', label: 'Viewer' },
];

export const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

export const MEMBER_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

/** Spec section 6: each designation has its own colour. */
const designationVariants: Record<Designation, BadgeVariant> = {
  admin: 'purple',
  manager: 'info',
  technician: 'teal',
  frontdesk: 'orange',
  viewer: 'neutral',
};

/** A designation's label and colour; anything else shows 'Unknown' (spec section 2). */
export function designationBadge(designation: string | null | undefined): {
  label: string;
  variant: BadgeVariant;
} {
  const option = DESIGNATION_OPTIONS.find((o) => o.value === designation);
  return option
    ? { label: option.label, variant: designationVariants[option.value] }
    : { label: 'Unknown', variant: 'outline' };
}

/** 'JD' for 'Jane Doe'. */
export function initialsOf(name: string, email: string): string {
  const words = (name.trim() || email).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}
