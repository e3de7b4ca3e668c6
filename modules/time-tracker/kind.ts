import { defineModuleKind } from "@/lib/modules/kind";

export const timeTrackerKind = defineModuleKind({
  tag: "TimeTracker",
  segment: "time-tracker",
  placement: "module",
  applet: null,
  integrable: true,
  search: ["timeEntry"],
  ai: false,
  tutorial: 7,
  guide: ["timer", "manual", "timesheet", "reports"],
  automation: {
    triggers: [
      {
        name: "time.entryStopped",
        fields: [{ key: "module", kind: "module", moduleTag: "TimeTracker" }],
        variables: [
          "entryId",
          "userId",
          "description",
          "start",
          "end",
          "durationMinutes",
          "billable",
          "taskId",
          "moduleId",
        ],
      },
    ],
  },
});
