import type { ComponentProps } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * React Router's <Link> for the portal's own addresses, built from the two hooks its <Link> uses
 * for them: the same href, and the same client-side navigation on a plain left click (modified
 * clicks, other targets and handlers that call preventDefault keep the browser's behaviour).
 * React Router's <Link> also carries framework-mode prefetching and route discovery, which this
 * app does not use; importing it anywhere puts all of that into the bundle /login loads, because
 * the router module lives there (issue 6).
 */
export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
