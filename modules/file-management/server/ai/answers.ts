import "server-only";
import type { DriveIntent } from "@/lib/ai/intents";
import { escapeMarkdown as plain } from "@/lib/ai/markdown-lite";
import type { Locale } from "@/lib/i18n/config";
import { answerText } from "@/lib/server/ai/answer-text";
import type { ModuleScope } from "@/lib/server/modules/module-scope";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import { summarizeText } from "@/modules/file-management/shared/summarize-text";
import { previewOf } from "../detect-type";
import { fileText, findFiles, resolveFile, type FoundFile } from "./drive-data";

// The built-in assistant's answers for a File management module (no model): files found by a
// description, each linked (its bytes, and its folder on the page), and a document's summary (its
// key sentences and topics) from the text the extract-text job read; in the asker's language.

/** Files listed for a description. */
export const FOUND_SHOWN = 8;

export function answerFor(scope: ModuleScope, locale: Locale) {
  const { t, list } = answerText(locale, "ai.fileManagement.answers");
  const moduleName = plain(scope.name);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });

  const line = (file: FoundFile) =>
    `- [${plain(file.name)}](${file.link}) · ${t("in", {
      folder: plain(file.location.length ? file.location.join(" / ") : t("root")),
      link: file.folderLink,
    })} · ${formatBytes(file.size, locale)} · ${t("changed", { date: date.format(file.updatedAt) })}${
      file.inContent ? ` · ${t("matchesText")}` : ""
    }`;

  const find = async (description: string): Promise<string> => {
    const found = await findFiles(scope, description, FOUND_SHOWN + 1);
    if (found.length === 0) return t("findNone", { description: plain(description), module: moduleName });
    return list(
      t("findIntro", { description: plain(description) }),
      found.slice(0, FOUND_SHOWN).map(line),
      found.length > FOUND_SHOWN ? FOUND_SHOWN + 1 : found.length,
    );
  };

  const summary = async (named: string | null): Promise<string> => {
    const file = await resolveFile(scope, named);
    if (!file)
      return named
        ? t("fileNotFound", { name: plain(named), module: moduleName })
        : t("noRecentDocument", { module: moduleName });
    const preview = previewOf(file.contentType);
    const name = `[${plain(file.name)}](${file.link})`;
    if (preview !== "text" && preview !== "pdf") return t("notADocument", { name });
    const text = await fileText(file.id);
    if (text === null) return t("notReadYet", { name });
    const digest = summarizeText(text);
    if (digest.points.length === 0) return t("nothingToSummarize", { name, words: digest.words });
    return [
      t("summaryTitle", { name }),
      "",
      t("summaryLength", { words: digest.words }),
      "",
      ...digest.points.map((point) => `- ${plain(point)}`),
      ...(digest.topics.length ? ["", t("topics", { topics: digest.topics.map(plain).join(", ") })] : []),
    ].join("\n");
  };

  return async (intent: DriveIntent): Promise<string> => {
    switch (intent.kind) {
      case "driveFind":
        return find(intent.description);
      case "driveSummary":
        return summary(intent.file);
      case "help":
        return t("help", { module: moduleName });
    }
  };
}
