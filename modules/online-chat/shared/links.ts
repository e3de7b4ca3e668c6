// Addresses on the chat page (issue 32): a conversation, a thread, a message to show, as the page's
// URL reads them (`conversationId`, `thread`, `message`). Pure; the page address is the module's own
// (moduleHref: `/project/{projectId}/online-chat?moduleId=…` on a project,
// `/workspace-modules/{moduleId}` for a module of the workspace itself).

/** The chat page `page` with `search` added to its own query (a project's page has `?moduleId=`). */
export function chatPageHref(page: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${page}${page.includes("?") ? "&" : "?"}${query}` : page;
}

/** The chat page `page` opened at a conversation, its thread (`thread`: the root) and a message. */
export function chatHref(
  page: string,
  target: { conversationId: string; thread?: string | null; message?: string | null },
): string {
  const search = new URLSearchParams({ conversationId: target.conversationId });
  if (target.thread) search.set("thread", target.thread);
  if (target.message) search.set("message", target.message);
  return chatPageHref(page, search);
}
