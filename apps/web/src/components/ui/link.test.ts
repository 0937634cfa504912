import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: the test compares the portal's Link with React Router's own
import { MemoryRouter, Link as RouterLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

const render = (element: ReturnType<typeof h>, at = '/store/cart') =>
  renderToStaticMarkup(h(MemoryRouter, { initialEntries: [at] }, element));

describe('Link', () => {
  it.each(['/store', '/store/product/7', '../orders', '?page=2'])(
    'renders the href React Router would for %s',
    (to) => {
      const props = { to, className: 'c', 'aria-label': 'Go' };
      expect(render(h(Link, props, 'Go'))).toBe(
        // React Router adds data-discover for framework-mode route discovery, unused here.
        render(h(RouterLink, props, 'Go')).replace(' data-discover="true"', ''),
      );
    },
  );
});
