// Run by source-maps.test.ts as server.ts runs: tsx first (which turns source maps on), then the
// runtime module as the first thing the entry point imports.
import "../../../lib/server/runtime/source-maps";

process.stdout.write(String(process.sourceMapsEnabled));
