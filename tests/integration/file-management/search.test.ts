// File management's search by content: the text of text files and PDFs (read by the extract-text
// job, here inline as no job runner runs), searched in English and Spanish stems with accents
// ignored, beside the name; a new version is read again, a copy keeps its text, the trash and
// another module are not searched; a damaged PDF has no text and nothing fails.
import { getDb } from "@/lib/server/db";
import { pdfText } from "@/lib/server/files/pdf-text";
import { cleanText, extractText } from "@/modules/file-management/server/jobs/extract-text";
import { pdfBytes } from "../../fixtures/pdf";
import { withTempFilesDir } from "../files/helpers";
import { copy, folder, list, seedDrive, trash, upload, type Drive } from "./helpers";

withTempFilesDir("drive-search-");

let drive: Drive;
beforeEach(async () => {
  drive = await seedDrive();
});

const text = (value: string) => new TextEncoder().encode(value);
const found = async (q: string, moduleId = drive.moduleId) =>
  (await list(moduleId, drive.team.member, { q })).body.data.map((item) => item.name).sort();

describe("search by content", () => {
  it("finds text files and PDFs by their words, stemmed in English or Spanish, accents ignored", async () => {
    const { member } = drive.team;
    await upload(
      drive.moduleId,
      member,
      "notes.txt",
      text("The quarterly budgets were approved on Monday.\n"),
    );
    await upload(drive.moduleId, member, "acta.md", text("Reunión: el presupuesto anual está aprobado.\n"));
    await upload(
      drive.moduleId,
      member,
      "brief.pdf",
      new Uint8Array(pdfBytes("Campaign budget for the launch")),
    );
    await upload(drive.moduleId, member, "budget-ideas.bin", new Uint8Array([0, 1, 2, 3, 255]));

    expect(await found("budget")).toEqual(["brief.pdf", "budget-ideas.bin", "notes.txt"]);
    expect(await found("approving")).toEqual(["notes.txt"]);
    expect(await found("reunion")).toEqual(["acta.md"]);
    expect(await found("presupuestos")).toEqual(["acta.md"]);
    expect(await found('"campaign budget"')).toEqual(["brief.pdf"]);
    // The operators are the content's; a name is matched by the text as typed.
    expect(await found("budget -campaign")).toEqual(["notes.txt"]);
    expect(await found("nothing-like-this")).toEqual([]);
  });

  it("reads a new version again, gives a copy its text, leaves the trash and other modules out", async () => {
    const { member } = drive.team;
    const keep = (await folder(drive.moduleId, member, "Keep")).body.id;
    const notes = await upload(drive.moduleId, member, "notes.txt", text("apples and pears\n"));
    expect(await found("apples")).toEqual(["notes.txt"]);
    await upload(drive.moduleId, member, "notes.txt", text("oranges only\n"), { onConflict: "version" });
    expect(await found("apples")).toEqual([]);
    expect(await found("oranges")).toEqual(["notes.txt"]);

    await copy(drive.moduleId, member, { ids: [notes], parentId: keep });
    expect(await found("oranges")).toEqual(["notes.txt", "notes.txt"]);
    await trash(drive.moduleId, member, { ids: [keep] });
    expect(await found("oranges")).toEqual(["notes.txt"]);

    const other = await seedDrive("Other Co");
    await upload(other.moduleId, other.team.member, "theirs.txt", text("oranges from elsewhere\n"));
    expect(await found("oranges")).toEqual(["notes.txt"]);
    expect(await getDb().driveText.count({ where: { item: { moduleId: drive.moduleId } } })).toBe(2);
  });

  it("keeps no text of a damaged PDF, and cleans control characters", async () => {
    const id = await upload(
      drive.moduleId,
      drive.team.member,
      "broken.pdf",
      text("%PDF-1.4\nnot really a pdf"),
    );
    await extractText(id);
    expect(await getDb().driveText.findUnique({ where: { itemId: id } })).toBeNull();
    expect(await pdfText(text("%PDF-1.4 garbage"), { timeoutMs: 10_000 })).toBeNull();
    expect(await pdfText(pdfBytes("Hello PDF"))).toContain("Hello PDF");
    expect(cleanText("a\u0000b\u0007c\td\ne")).toBe("a b c\td\ne");
  });
});
