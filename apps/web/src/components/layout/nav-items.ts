import type { LucideIcon } from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on exactly `to` (a portal's index link), not on its sub-paths. */
  end?: boolean;
  /** Further path prefixes that count as this item (e.g. product pages for Products). */
  alsoActiveOn?: string[];
};

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.end ? path === item.to : under(path, item.to)) return true;
  return item.alsoActiveOn?.some((prefix) => under(path, prefix)) ?? false;
}

/** Two initials for an avatar: 'Jane Doe' → 'JD', 'jane@x.com' → 'J'. */
export function initialsOf(name: string, fallback = '?'): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.[0] ?? '');
  return (letters || fallback).toUpperCase();
}
