import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// jsdom lays nothing out. The screens ask matchMedia whether the window is narrow (below 768 px
// they switch to phone layouts): here it never is, so they render as on a desktop.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// Changing pages scrolls to the top, which jsdom does not implement.
window.scrollTo = () => {};

// findBy... waits up to 10 s instead of 1 s: a busy machine (two cores shared by several test runs)
// can take seconds to render a screen; a passing test waits no longer than it needs.
configure({ asyncUtilTimeout: 10_000 });

// Every request a screen makes must be answered by the test's handlers: an unexpected call fails.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
