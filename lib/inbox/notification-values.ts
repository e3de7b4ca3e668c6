import type { NotificationParams } from "./types";

/**
 * The values of a notification's sentence (`notifications.kinds.{kind}`): who did it (`actor`, the
 * caller's "someone" when nobody is named) and its parameters, an empty text for those a kind has
 * not. One list for the server's texts (e-mail, push) and the browser's (the bell, the inbox).
 */
export function notificationValues(
  params: NotificationParams,
  actor: string,
): Record<string, string | number> {
  return {
    actor,
    taskKey: params.taskKey ?? "",
    taskTitle: params.taskTitle ?? "",
    moduleName: params.moduleName ?? "",
    excerpt: params.excerpt ?? "",
    goalTitle: params.goalTitle ?? "",
    formTitle: params.formTitle ?? "",
    count: params.count ?? 1,
  };
}
