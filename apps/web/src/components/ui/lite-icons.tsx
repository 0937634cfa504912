import type { ReactNode } from 'react';

/*
 * The lucide icons the first screen shows, drawn here: lucide-react's own runtime weighs more than
 * all of them together (issue 6). Each renders the markup lucide-react renders for it, classes
 * included; lite.test.ts compares the two. Use lucide-react everywhere else.
 */
// Decorative only, as every use on the first screen is: always hidden from assistive technology.
type LiteIconProps = { className?: string; 'aria-hidden'?: true };

function liteIcon(lucideClasses: string, shapes: ReactNode) {
  return function LiteIcon({ className }: LiteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${lucideClasses} ${className}` : `lucide ${lucideClasses}`}
        aria-hidden="true"
      >
        {shapes}
      </svg>
    );
  };
}

export const TruckIcon = liteIcon(
  'lucide-truck',
  <>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
    <path d="M15 18H9" />
    <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </>,
);

export const PackageSearchIcon = liteIcon(
  'lucide-package-search',
  <>
    <path d="M12 22V12" />
    <path d="M20.27 18.27 22 20" />
    <path d="M21 10.498V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l.98-.559" />
    <path d="M3.29 7 12 12l8.71-5" />
    <path d="m7.5 4.27 8.997 5.148" />
    <circle cx="18.5" cy="16.5" r="2.5" />
  </>,
);

export const UsersIcon = liteIcon(
  'lucide-users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <path d="M16 3.128a4 4 0 0 1 0 7.744" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <circle cx="9" cy="7" r="4" />
  </>,
);

export const AlertCircleIcon = liteIcon(
  'lucide-circle-exclamation-point lucide-alert-circle lucide-circle-alert',
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
);

export const LogInIcon = liteIcon(
  'lucide-log-in',
  <>
    <path d="m10 17 5-5-5-5" />
    <path d="M15 12H3" />
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
  </>,
);

export const EyeIcon = liteIcon(
  'lucide-eye',
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOffIcon = liteIcon(
  'lucide-eye-off',
  <>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </>,
);

export const Loader2 = liteIcon(
  'lucide-loader-circle lucide-loader-2',
  <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
);

export const TriangleAlertIcon = liteIcon(
  'lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert',
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

export const RefreshCwIcon = liteIcon(
  'lucide-refresh-cw',
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
);

export const HomeIcon = liteIcon(
  'lucide-house lucide-home',
  <>
    <path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" />
    <path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
  </>,
);
