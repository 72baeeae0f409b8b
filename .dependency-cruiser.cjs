// The architecture rules (../shared/ARCHITECTURE.md, "Rules, checked in CI"; docs/DEVELOPING.md),
// checked by dependency-cruiser in `npm run lint`:  npx depcruise --config .dependency-cruiser.cjs .
// Type-only imports count (tsPreCompilationDeps): a type is a dependency of the design too.
// Tests (*.test.ts, test/) may import anything: the layering rules leave them out as importers (no
// cycles, listed packages and resolvable imports hold everywhere). test/foundation/architecture.test.ts
// shows each rule firing on a small tree that breaks it.

const TESTS = ['\\.test\\.ts$', '^test/'];
// I/O: the database, Redis, queues, the network, files, processes (and the modules of ours that open them).
const IO = [
  '^core/(db|redis|queues|runtime|keys-epoch)\\.ts$',
  '^core/repositories/',
  '^node_modules/(knex|pg|pg-copy-streams|ioredis|bullmq|undici|fastify|htmlparser2)/',
  '^(node:)?(fs|fs/promises|net|http|https|http2|tls|dgram|dns|child_process|cluster|worker_threads)$',
];
// What the runtime code is made of (the build, tsconfig.build.json).
const RUNTIME = '^(core|scrapers|enrich|feed|workers|api|migrations|sim|cli)/';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'core/ is the bottom layer: it imports only core/, npm packages and node built-ins.',
      severity: 'error',
      from: { path: '^core/', pathNot: TESTS },
      to: { pathNot: ['^core/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'no-sibling-platform',
      comment: 'A platform adapter (scrapers/platforms/<p>/) never imports another platform.',
      severity: 'error',
      from: { path: '^scrapers/platforms/([^/]+)/', pathNot: TESTS },
      to: { path: '^scrapers/platforms/', pathNot: '^scrapers/platforms/$1/' },
    },
    {
      name: 'platform-imports-contract-kit-core',
      comment:
        'Outside its own folder a platform imports only scrapers/contract.ts, scrapers/kit/ and core/ ' +
        '(and npm packages): a new platform is one folder.',
      severity: 'error',
      from: { path: '^scrapers/platforms/([^/]+)/', pathNot: TESTS },
      to: {
        pathNot: [
          '^scrapers/platforms/', // siblings: no-sibling-platform
          '^scrapers/contract\\.ts$',
          '^scrapers/kit/',
          '^core/',
          '^node_modules/',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'no-sibling-register',
      comment: 'A register adapter (scrapers/registers/<kind>/) never imports another register.',
      severity: 'error',
      from: { path: '^scrapers/registers/([^/]+)/', pathNot: TESTS },
      to: { path: '^scrapers/registers/[^/]+/', pathNot: '^scrapers/registers/$1/' },
    },
    {
      name: 'register-imports-contracts-kit-core',
      comment:
        'Outside its own folder a register adapter imports only scrapers/contract.ts, ' +
        'scrapers/registers/contract.ts, scrapers/kit/ and core/ (and npm packages).',
      severity: 'error',
      from: { path: '^scrapers/registers/([^/]+)/', pathNot: TESTS },
      to: {
        pathNot: [
          '^scrapers/registers/[^/]+/', // siblings: no-sibling-register
          '^scrapers/contract\\.ts$',
          '^scrapers/registers/contract\\.ts$',
          '^scrapers/kit/',
          '^core/',
          '^node_modules/',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'scrapers-not-upward',
      comment: 'scrapers/ knows nothing of enrichment, the feed, the workers, the API or the CLI.',
      severity: 'error',
      from: { path: '^scrapers/', pathNot: TESTS },
      to: { path: '^(enrich|feed|workers|api|cli)/' },
    },
    {
      name: 'api-not-workers',
      comment: 'api/ never imports workers/: what both need lives in feed/ or below.',
      severity: 'error',
      from: { path: '^api/', pathNot: TESTS },
      to: { path: '^workers/' },
    },
    {
      name: 'workers-not-api',
      comment: 'workers/ never imports api/: what both need lives in feed/ or below.',
      severity: 'error',
      from: { path: '^workers/', pathNot: TESTS },
      to: { path: '^api/' },
    },
    {
      name: 'feed-not-api-workers',
      comment: 'feed/ sits below the API and the workers: it imports neither.',
      severity: 'error',
      from: { path: '^feed/', pathNot: TESTS },
      to: { path: '^(api|workers)/' },
    },
    {
      name: 'normalise-is-pure',
      comment:
        'enrich/normalise is pure functions of the raw record: it imports only other normalise files, ' +
        'core/domain/ and the pure core modules listed here (no I/O, no npm package: list a pure one here if needed).',
      severity: 'error',
      from: { path: '^enrich/normalise/', pathNot: TESTS },
      to: {
        pathNot: ['^enrich/normalise/', '^core/domain/', '^core/calendar\\.ts$', '^core/text\\.ts$'],
      },
    },
    {
      name: 'normalise-reaches-no-io',
      comment: 'Nor does anything enrich/normalise imports, however indirectly, reach I/O.',
      severity: 'error',
      from: { path: '^enrich/normalise/', pathNot: TESTS },
      to: { path: IO, reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: each module sits below the ones that import it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-not-to-tests-or-benches',
      comment: 'The runtime code imports nothing from test/ or bench/ (the build leaves them out).',
      severity: 'error',
      from: { path: RUNTIME, pathNot: TESTS },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'runtime-not-to-dev-dependency',
      comment:
        'The runtime code (what the build compiles) imports no devDependency: the image installs ' +
        'dependencies only (npm ci --omit=dev).',
      severity: 'error',
      from: { path: RUNTIME, pathNot: TESTS },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unlisted-package',
      comment: 'Every npm package imported is listed in package.json.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage|bench/results|clients/[^/]+/dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages resolve as node's ESM loader resolves them (package.json "exports", the import
    // condition). NodeNext's './x.js' for x.ts needs nothing: dependency-cruiser tries .ts for .js.
    enhancedResolveOptions: {
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
