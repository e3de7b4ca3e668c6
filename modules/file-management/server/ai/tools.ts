import "server-only";
import { z } from "zod";
import type { AiTool } from "@/lib/server/ai/provider";
import { toolsOf } from "@/lib/server/ai/tool-kit";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { summarizeText } from "@/modules/file-management/shared/summarize-text";
import { previewOf } from "../detect-type";
import { fileText, findFiles, resolveFile, type FoundFile } from "./drive-data";

// The model's tools for a File management module: the same reads as the built-in assistant
// (drive-data.ts), under the module gate, in this module's live files only. Results are bounded (the
// provider also cuts each at 8,000 characters).

/** Characters of a file's text one read_file returns at most. */
export const READ_MAX = 6_000;

const file = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .optional()
  .describe(
    "A file: its id (from find_files), its name, or words of it. Leave it out for the document the person opened last",
  );

export const driveToolSchemas = {
  find_files: z.strictObject({
    description: z.string().trim().min(1).max(300).describe("What the file is about, or words of its name"),
    limit: z.number().int().min(1).max(20).optional(),
  }),
  read_file: z.strictObject({
    file,
    from: z.number().int().min(0).max(200_000).optional().describe("The character to start at (default 0)"),
  }),
  summarize_file: z.strictObject({ file }),
};

const DESCRIPTIONS: Record<keyof typeof driveToolSchemas, string> = {
  find_files:
    "Files of this module that match a description: by the words of their names and of their text (text files and PDFs), best first: id, name, folder, size, type, changed, whether the text matched, link",
  read_file: `The text of a text file or a PDF of this module (at most ${READ_MAX} characters from \`from\`), with its length`,
  summarize_file:
    "A built-in digest of a text file or a PDF: its length in words, its key sentences in order and its most frequent words",
};

const about = (found: FoundFile) => ({
  id: found.id,
  name: found.name,
  folder: found.location.join(" / ") || "(root)",
  size: found.size,
  type: found.contentType,
  changed: found.updatedAt.toISOString(),
  ...(found.inContent ? { textMatches: true } : {}),
  link: found.link,
});

export function driveTools(scope: ModuleScope): AiTool[] {
  /** The file named, with its text, or a result saying why there is none. */
  const textOf = async (named: string | undefined) => {
    const found = await resolveFile(scope, named ?? null);
    if (!found)
      return {
        error: named
          ? `No file of this module matches "${named}".`
          : "The person has opened no document here.",
      };
    const preview = previewOf(found.contentType);
    if (preview !== "text" && preview !== "pdf")
      return {
        error: `${found.name} is not a text file or a PDF: its text cannot be read.`,
        file: about(found),
      };
    const text = await fileText(found.id);
    if (text === null)
      return { error: `The text of ${found.name} has not been read yet.`, file: about(found) };
    return { found, text };
  };
  return toolsOf(driveToolSchemas, DESCRIPTIONS, {
    find_files: async ({ description, limit }) => {
      const found = await findFiles(scope, description, limit ?? 10);
      return { total: found.length, files: found.map(about) };
    },
    read_file: async ({ file: named, from }) => {
      const read = await textOf(named);
      if ("error" in read) return read;
      const start = from ?? 0;
      return {
        file: about(read.found),
        length: read.text.length,
        from: start,
        text: read.text.slice(start, start + READ_MAX),
        more: read.text.length > start + READ_MAX,
      };
    },
    summarize_file: async ({ file: named }) => {
      const read = await textOf(named);
      if ("error" in read) return read;
      return { file: about(read.found), ...summarizeText(read.text) };
    },
  });
}
