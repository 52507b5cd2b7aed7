// The direction of every import in the shop's code (decision 017, docs/architecture.md), checked by `npm run lint`.
// dependency-cruiser resolves each import to its file, type-only imports and import() included.
//
// apps/web/src, top to bottom: entry points (root.tsx, routes.ts, entry.*.tsx) -> app/ (providers, guards, layouts,
// admin routes) -> features/<f>/ (one screen or flow each) -> components/{catalog,admin}/ (shared storefront and
// back-office pieces) -> components/ui/ (primitives) -> lib/ (API client, app-wide state, helpers). A layer imports
// only layers below it; no feature imports another. test/ holds the tests' helpers and is imported by tests only.
const WEB = '^apps/web/src/';
const web = {
  entry: `${WEB}(root\\.tsx|routes\\.ts|entry\\.client\\.tsx|entry\\.server\\.tsx)$`,
  app: `${WEB}app/`,
  features: `${WEB}features/`,
  shared: `${WEB}components/(catalog|admin)/`,
  ui: `${WEB}components/ui/`,
  lib: `${WEB}lib/`,
  test: `${WEB}test/`,
};
const TEST_FILE = '\\.test\\.tsx?$';

/** A rule that `from` never imports any of `to`. */
const never = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

// apps/api/src, top to bottom: entry (server.ts, app.ts, first-start.ts, data-dir-cli.ts, and db/seed/, which seeds
// through the modules' services) -> modules/<m>/ -> plugins/ -> lib/ -> db/ (client, migrate, schema, locks) -> config
// (config.ts, paths.ts). A layer imports only its own layer and the layers below it. A module uses another only
// through its service.ts; from outside modules/, a module is reached only through routes.ts (app.ts registers it) or
// service.ts. Tests (*.test.ts) and test/ sit above everything (they build the app); test/ is imported by tests only.
// packages/shared: each <domain>-constants.ts (and constants.ts, uploads.ts) imports only other constants files: no
// zod (decision 002) and no import back into a schema file.
const API = '^apps/api/src/';
const API_TEST = `(\\.test\\.ts$|${API}test/)`;
const api = {
  entry: `${API}((server|app|first-start|data-dir-cli)\\.ts$|db/seed/)`,
  modules: `${API}modules/`,
  plugins: `${API}plugins/`,
  lib: `${API}lib/`,
  db: `${API}db/`,
  seed: `${API}db/seed/`,
  config: `${API}(config|paths)\\.ts$`,
  test: `${API}test/`,
};
const SHARED_CONSTANTS = '^packages/shared/src/(constants|uploads|[^/]+-constants)\\.ts$';

/** A rule that `from` (its tests excepted) never imports any of `to`. */
const apiNever = (name, comment, from, to, fromNot = []) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: [API_TEST, ...fromNot] },
  to: { path: to },
});

const apiRules = [
  apiNever(
    'api-modules-up',
    'Modules are registered and seeded by the entry layer, never the other way.',
    api.modules,
    api.entry,
  ),
  apiNever('api-plugins-up', 'Plugins (auth, db, errors, caches, storage route) know no module.', api.plugins, [
    api.entry,
    api.modules,
  ]),
  apiNever('api-lib-up', 'lib/ holds what several modules and plugins use; it imports neither.', api.lib, [
    api.entry,
    api.modules,
    api.plugins,
  ]),
  apiNever(
    'api-db-up',
    'db/ (client, migrations, schema, locks) sits below lib/; db/seed/ is entry-level.',
    api.db,
    [api.entry, api.modules, api.plugins, api.lib],
    [api.seed],
  ),
  {
    name: 'api-config-up',
    comment: 'config.ts and paths.ts are the bottom: every other file may read them, they read none.',
    severity: 'error',
    from: { path: api.config },
    to: { path: API, pathNot: api.config },
  },
  {
    name: 'api-module-internals',
    comment: 'A module uses another module only through its service.ts (DESIGN.md), tests included.',
    severity: 'error',
    from: { path: `${api.modules}([^/]+)/` },
    to: { path: api.modules, pathNot: [`${api.modules}$1/`, `${api.modules}[^/]+/service\\.ts$`] },
  },
  {
    name: 'api-module-entry-points',
    comment: 'From outside modules/, a module is its routes.ts (registered by app.ts) and its service.ts.',
    severity: 'error',
    from: { path: API, pathNot: api.modules },
    to: { path: api.modules, pathNot: `${api.modules}[^/]+/(routes|service)\\.ts$` },
  },
  {
    name: 'api-test-helpers-for-tests',
    comment: 'test/ (test app, fixtures, TCP proxy) is imported by tests only.',
    severity: 'error',
    from: { path: API, pathNot: API_TEST },
    to: { path: api.test },
  },
  {
    name: 'shared-constants-zod-free',
    comment: "Constants files ship in the storefront's first chunk: no zod (decision 002).",
    severity: 'error',
    from: { path: SHARED_CONSTANTS },
    to: { path: ['^packages/shared/src/zod\\.ts$', '(^|/)node_modules/zod/'] },
  },
  {
    name: 'shared-constants-below-schemas',
    comment: 'A <domain>-constants.ts derives its types from its own constants, never from a schema file.',
    severity: 'error',
    from: { path: SHARED_CONSTANTS },
    to: { path: '^packages/shared/src/', pathNot: SHARED_CONSTANTS },
  },
];

module.exports = {
  forbidden: [
    ...apiRules,
    {
      name: 'no-circular',
      comment: 'Modules that import each other, even through types, cannot be read, tested or split on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-import-of-tests',
      comment: 'A test file is never imported.',
      severity: 'error',
      from: {},
      to: { path: TEST_FILE },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every relative import resolves to a file (a moved file left an import behind).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '/\\+types/' },
    },

    // apps/web
    never('web-app-up', 'app/ sits below the entry points.', web.app, web.entry),
    never('web-feature-up', 'A feature is used by app/ and the entry points, never the other way.', web.features, [
      web.app,
      web.entry,
    ]),
    {
      name: 'web-feature-to-feature',
      comment:
        'No feature imports another: what two features share moves down (components/, lib/), as session, cart and public settings did.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    never(
      'web-shared-components-up',
      'components/{catalog,admin} are used by features, never the other way.',
      web.shared,
      [web.features, web.app, web.entry],
    ),
    never(
      'web-catalog-admin-apart',
      'The storefront and the back office share only ui/ and lib/.',
      `${WEB}components/catalog/`,
      `${WEB}components/admin/`,
    ),
    never(
      'web-admin-catalog-apart',
      'The storefront and the back office share only ui/ and lib/.',
      `${WEB}components/admin/`,
      `${WEB}components/catalog/`,
    ),
    never('web-ui-up', 'Primitives know nothing of the shop.', web.ui, [web.shared, web.features, web.app, web.entry]),
    never('web-lib-up', 'lib/ is the bottom layer: state, API client, helpers.', web.lib, [
      `${WEB}components/`,
      web.features,
      web.app,
      web.entry,
    ]),
    {
      name: 'web-test-helpers-for-tests',
      comment: 'test/ (fake API, fixtures, render helpers, test route table) is imported by tests only.',
      severity: 'error',
      from: { path: WEB, pathNot: [TEST_FILE, web.test] },
      to: { path: web.test },
    },

    // Between the packages
    never('shared-stands-alone', 'packages/shared is below both apps.', '^packages/shared/', '^apps/'),
    never('web-not-api', 'The web app talks to the API over HTTP only.', '^apps/web/', '^apps/api/'),
    never('api-not-web', 'The API serves the web build from disk, never imports its code.', '^apps/api/', '^apps/web/'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
