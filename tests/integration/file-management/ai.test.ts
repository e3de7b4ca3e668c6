// File management's assistant (issue 35 Ask AI), built in (no AI_BASE_URL): files found by a
// description (their names and their text), a document's summary (named, or the one opened last),
// in English and Spanish; never a file in the trash, of another module or of another workspace. The
// gate answers as the module's API; the model's tools read the same and check their arguments.
import { AiToolArgumentsError } from "@/lib/server/ai/provider";
import { resetRateLimits } from "@/lib/server/security/rate-limit";
import { fileManagementAi } from "@/modules/file-management/server/ai/context";
import { pdfBytes } from "../../fixtures/pdf";
import { ask } from "../ai/helpers";
import { withTempFilesDir } from "../files/helpers";
import type { Caller } from "../workspaces/helpers";
import { folder, seedDrive, trash, upload, type Drive } from "./helpers";

withTempFilesDir("drive-ai-");

const TAG = { moduleTag: "FileManagement" };
const text = (value: string) => new TextEncoder().encode(value);
const NOTES = [
  "The spring launch plan sets the campaign budget at 40,000 euros.",
  "Events take half of the campaign budget and ads take the rest of the budget.",
  "The weather on Tuesday was nice for a walk.",
  "The launch date is the third of March, after the budget review with finance.",
].join("\n");

let drive: Drive;
let member: Caller;
let notes: string;
beforeEach(async () => {
  resetRateLimits();
  drive = await seedDrive();
  member = drive.team.member;
  const plans = (await folder(drive.moduleId, member, "Plans")).body.id;
  notes = await upload(drive.moduleId, member, "launch-notes.txt", text(NOTES), { parentId: plans });
  await upload(
    drive.moduleId,
    member,
    "contract.pdf",
    new Uint8Array(pdfBytes("Signed service contract with Acme")),
  );
  await upload(drive.moduleId, member, "photo.png", new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]));
  const old = await upload(
    drive.moduleId,
    member,
    "old-budget-secret.txt",
    text("SECRET budget of last year\n"),
  );
  await trash(drive.moduleId, member, { ids: [old] });
  const other = await seedDrive("Rival Co");
  await upload(other.moduleId, other.team.member, "rival-budget.txt", text("RIVAL budget numbers\n"));
});

async function reply(c: Caller, message: string, locale: "en" | "es" = "en", moduleId = drive.moduleId) {
  const asked = await ask(c, moduleId, message, TAG, { locale });
  if (asked.status !== 200 || !asked.done)
    throw new Error(`refused: ${asked.status} ${JSON.stringify(asked.error)}`);
  expect(asked.chunks.join("")).toBe(asked.done.content);
  const content = asked.done.content;
  expect(content).not.toMatch(/SECRET|RIVAL|old-budget|rival-budget/);
  return content;
}

describe("File management's assistant", () => {
  it("finds files by their names and their text, each linked, never the trash or another workspace's", async () => {
    const found = await reply(member, "Find the campaign budget");
    expect(found).toContain("Files that match “campaign budget”");
    expect(found).toContain(
      `[launch-notes.txt](/api/v1/file-management/${drive.moduleId}/items/${notes}/content)`,
    );
    expect(found).toContain("in [Plans](");
    expect(found).toContain("its text matches");
    expect(await reply(member, "Where is the signed contract?")).toContain("[contract.pdf](");
    expect(await reply(member, "Find the unicorn invoices")).toContain(
      "No file of Files matches “unicorn invoices”",
    );
    const spanish = await reply(member, "Busca el archivo contract", "es");
    expect(spanish).toContain("Archivos que coinciden con «contract»");
  });

  it("summarises a named document or the one opened last, and says why it cannot summarise others", async () => {
    const summary = await reply(member, "Summarise launch-notes.txt");
    expect(summary).toContain("**Summary of [launch-notes.txt](");
    expect(summary).toContain("- The spring launch plan sets the campaign budget at 40,000 euros.");
    expect(summary).not.toContain("weather");
    expect(summary).toMatch(/Topics: budget, campaign/);
    // The last document the asker opened (their upload counts) is the contract.
    expect(await reply(member, "Summarise the document I opened last")).toContain("Signed service contract");
    expect(await reply(member, "Summarise photo.png")).toContain("I can summarise text files and PDFs");
    expect(await reply(member, "Summarise missing.docx")).toContain("No file of Files is called or matches");
    expect(await reply(drive.team.admin, "Summarise")).toContain(
      "You have not opened a document in Files yet",
    );
    expect(await reply(member, "Resume launch-notes.txt", "es")).toContain(
      "**Resumen de [launch-notes.txt](",
    );
    expect(await reply(member, "hello")).toContain("I can help with the files of Files");
  });

  it("opens through the module gate, and its tools read the same files with checked arguments", async () => {
    const other = await seedDrive("Other Co");
    const refused = await ask(member, other.moduleId, "Find the budget", TAG);
    expect(refused.status).toBe(404);

    const context = await fileManagementAi.open(member.actor, drive.moduleId, "en");
    const tool = (name: string) => context.tools.find((entry) => entry.name === name)!;
    const found = (await tool("find_files").run({ description: "budget" })) as { files: { name: string }[] };
    expect(found.files.map((file) => file.name)).toEqual(["launch-notes.txt"]);
    const read = (await tool("read_file").run({ file: "launch-notes.txt" })) as {
      text: string;
      length: number;
    };
    expect(read.text).toBe(NOTES);
    expect(((await tool("read_file").run({ file: "photo.png" })) as { error: string }).error).toContain(
      "not a text file or a PDF",
    );
    const digest = (await tool("summarize_file").run({ file: notes })) as { points: string[] };
    expect(digest.points[0]).toContain("spring launch plan");
    await expect(tool("find_files").run({ description: "" })).rejects.toBeInstanceOf(AiToolArgumentsError);
    await expect(tool("read_file").run({ file: "x", extra: 1 })).rejects.toBeInstanceOf(AiToolArgumentsError);
  });
});
