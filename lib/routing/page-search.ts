// A page's query string for its layouts. Next gives layouts no search params; a layout that reads a
// page's first data for the view the URL opens on (the time tracker's tab) reads them from this
// request header, which proxy.ts sets on every page request (always overwriting what a client sent).
// A layout is not rendered again when only the query changes in the browser: the header serves the
// first render only, and the view reads the rest itself.

export const PAGE_SEARCH_HEADER = "x-suite-page-search";
