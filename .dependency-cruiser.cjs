/**
 * Module boundaries, enforced by `npm run lint` (issue 18, decision 011). Each rule names the
 * layering it protects; test files may reach into what they test, so most rules skip them.
 */
const notTests = '\\.test\\.tsx?$|/test/|/e2e/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import circles, type-only ones included (AppDeps once circled through app.ts and the route files), hide the layering: break them with a file of their own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-isolated',
      severity: 'error',
      comment: 'A web feature never imports another one: shared parts go to components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-no-features',
      severity: 'error',
      comment: 'components/ and lib/ are below the features: they never import one.',
      from: { path: '^apps/web/src/(components|lib)/', pathNot: notTests },
      to: { path: '^apps/web/src/(features|routes)/' },
    },
    {
      name: 'api-module-public-surface',
      severity: 'error',
      comment:
        'An API module uses another only through its index.ts or service.ts, never its repository or internals.',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: notTests },
      to: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/(index|service)\\.ts$'],
      },
    },
    {
      name: 'plugins-no-database',
      severity: 'error',
      comment:
        'Plugins never query the database: they go through a module (auth reads sessions through the auth module).',
      from: { path: '^apps/api/src/plugins/', pathNot: notTests },
      to: {
        path: [
          '^apps/api/src/db/schema\\.ts$',
          '^node_modules/drizzle-orm',
          '^apps/api/src/modules/[^/]+/repository\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'packages/contract is imported by both apps and imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The web app and the API meet only in packages/contract.',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-[^/]+|node_modules|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
