import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Router's package resolves to its development build even in production builds (issue
 * remix-run/react-router#14102), and that one large module defeats tree-shaking: its top level
 * assigns `X.displayName = '...'` and calls `React.forwardRef` / `createContext` / `memo` without
 * pure annotations, so the bundle keeps every component it defines (Link, NavLink, Form and what
 * they use), and it keeps its developer warnings. For production builds this:
 * - turns off ENABLE_DEV_WARNINGS, the one line by which its own production build differs;
 * - drops the display names (only React DevTools reads them) and marks those calls pure;
 * - marks its console warnings pure, so that they go with their message texts. Their conditions
 *   only read values; the warnings are about misuse (bad route paths, blockers, <Form> encTypes).
 * /login loads this module first (issue 6). If a release changes its output, the patterns stop
 * matching and the bundle is merely larger again.
 */
function trimReactRouter(): Plugin {
  return {
    name: 'portal:trim-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const patched = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
            '$1/* @__PURE__ */ $2',
          )
          .replace(/(?<![\w$.]|function )(warning|warningOnce|warnOnce)\(/g, '/* @__PURE__ */ $1(');
        return patched === code ? null : { code: patched, map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), trimReactRouter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The API server and deploy tooling read the manifest to find the hashed entry files.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // No preload table in the entry (decision 005): every lazy screen's chunk would otherwise add
    // its dependencies' file names to the code /login loads first. A screen's imports are then
    // fetched when its chunk arrives, one round trip later, once.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The portals' lucide icons in one chunk, not one per icon: fewer requests, and a shorter
        // list of files to preload in the code every page loads first (issue 6).
        codeSplitting: {
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
