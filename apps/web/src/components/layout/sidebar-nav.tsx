import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { isNavItemActive, type NavItem } from './nav-items';

type SidebarNavProps = {
  items: NavItem[];
  /** Names the landmark, e.g. 'Admin navigation'. */
  label: string;
  /** Icon-only rail: labels move into tooltips (and stay readable by screen readers). */
  collapsed?: boolean;
  onNavigate?: () => void;
};

export function SidebarNav({ items, label, collapsed = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="flex-1 px-3 py-4">
      <ul className="grid gap-1">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          const link = (
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              data-active={active || undefined}
              className={cn(
                'group flex h-10 items-center gap-3 rounded-lg px-3 font-medium text-sidebar-foreground text-sm outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                active && 'bg-sidebar-accent text-sidebar-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon
                aria-hidden
                className={cn(
                  'size-[18px] shrink-0 text-muted-foreground transition-colors group-hover:text-sidebar-accent-foreground',
                  active && 'text-sidebar-accent-foreground',
                )}
              />
              <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
            </Link>
          );
          return (
            <li key={item.to}>
              {collapsed ? (
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{item.label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
