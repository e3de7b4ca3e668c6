import { defineModuleKind } from "@/lib/modules/kind";

export const fileManagementKind = defineModuleKind({
  tag: "FileManagement",
  segment: "file-management",
  placement: "project",
  applet: null,
  integrable: false,
  search: ["file"],
  ai: true,
  tutorial: 5,
  guide: ["upload", "organise", "preview", "share"],
  automation: {
    triggers: [
      {
        name: "file.uploaded",
        fields: [
          { key: "module", kind: "module", moduleTag: "FileManagement" },
          { key: "extension", kind: "text" },
        ],
        variables: ["fileId", "name", "size", "mimeType", "folderId", "version", "moduleId", "actorId"],
      },
    ],
  },
});
