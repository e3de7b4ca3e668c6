import "server-only";
import type { AiModuleKind } from "@/lib/server/ai/provider";
import { placedModule } from "@/lib/server/ai/provider";
import { driveScope } from "../scope";
import { answerFor } from "./answers";
import { driveTools } from "./tools";

/**
 * A File management module's assistant: the module's gate (driveScope: 404 for another workspace's
 * id, a hidden project, a private module or another kind), then its live files as tools and built-in
 * answers: files found by a description, a document's summary. Every reader reads every file of the
 * module, so the assistant reads what the asker could open; never the trash, never another module.
 */
export const fileManagementAi: AiModuleKind = {
  tag: "FileManagement",
  async open(actor, moduleId, locale) {
    const scope = await driveScope(actor, moduleId, locale);
    const answer = answerFor(scope, locale);
    return {
      ...placedModule("FileManagement", scope),
      canCreate: false,
      describe: () =>
        [
          `The module is a file store named "${scope.name}": folders and files (documents, PDFs, images, spreadsheets…) of a team, with versions.`,
          `You help ${actor.name}, the person asking, find files and understand documents. Today is ${new Date().toISOString().slice(0, 10)}.`,
          "Find files only through find_files (by what they are about or their names), read a text file's or a PDF's text through read_file, and summarise with summarize_file or from the text you read.",
          "Link a file as [name](link) with the link its tool result gives. Say when a file's text cannot be read (images, spreadsheets, files not read yet).",
        ].join("\n"),
      tools: driveTools(scope),
      answer: (intent) =>
        answer(intent.kind === "driveFind" || intent.kind === "driveSummary" ? intent : { kind: "help" }),
      preface: () => null,
    };
  },
};
