// server.ts runs outside Next's bundler, where `import "server-only"` would throw. The marker
// resolves to its own empty variant here, exactly as it does inside React Server Components.
const Module = require("node:module");
const path = require("node:path");

const empty = path.join(path.dirname(require.resolve("server-only")), "empty.js");
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === "server-only" ? empty : resolve.call(this, request, ...rest);
};
