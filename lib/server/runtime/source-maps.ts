// server.ts's second import, before anything else loads. tsx turns Node's source-map support on for
// every module loaded after it; in production that made Node read, parse and keep the source map of
// each server chunk for the life of the process: memory for stack traces. Production (server.ts
// without --dev) turns it off unless Node was started with --enable-source-maps.
const development = process.argv.includes("--dev");
if (!development && !process.execArgv.includes("--enable-source-maps")) process.setSourceMapsEnabled(false);
