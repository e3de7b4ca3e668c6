// Every lib/server module starts with `import "server-only"`, which throws unless it is resolved with
// the react-server condition (Next's bundler for server code; jest maps it in jest.config.mjs). Code
// that Node runs directly — server.ts, scripts/*.ts, the benchmarks, the e2e runner and the test
// global setup — loads this first (`node --require ./scripts/server-only-shim.cjs`, tsx accepts the
// same flag): the marker then resolves to its own empty variant, as it does in Server Components.
const Module = require("node:module");
const path = require("node:path");

const empty = path.join(path.dirname(require.resolve("server-only")), "empty.js");
const resolve = Module._resolveFilename;
if (!resolve.serverOnlyShim) {
  Module._resolveFilename = function resolveServerOnly(request, ...rest) {
    return request === "server-only" ? empty : resolve.call(this, request, ...rest);
  };
  Module._resolveFilename.serverOnlyShim = true;
}
