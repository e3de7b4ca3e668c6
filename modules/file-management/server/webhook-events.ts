import "server-only";
import { inModule, type KindWebhookEvents } from "@/lib/server/webhooks/workspace/public-events";

/** Items changed in some folders (null: the root); `uploaded` names files just uploaded. */
export const filesWebhookEvents: KindWebhookEvents<"FileManagement"> = {
  "file-management.items": (event) =>
    event.events.map((item) =>
      inModule(event, "files.changed", { folderIds: item.folderIds, uploaded: item.uploaded ?? [] }),
    ),
};
