import type { Attachment, Column } from "@/modules/database-generator/shared/types";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  COLUMN_TYPES,
} from "@/modules/database-generator/shared/columns";
import { readFileIds } from "@/modules/database-generator/shared/values";
import { dbColumn } from "./helpers/db-columns";
import {
  attachmentCopyText,
  cellChips,
  coverOf,
  fileIdsOf,
  fileKind,
  filesOf,
  historyFiles,
  isImage,
  pastedValue,
  planUploads,
  sizeParts,
  stepImage,
  thumbWidth,
  withUploaded,
} from "@/modules/database-generator/components/attachments/attachment-rules";
import { copyCellText } from "@/modules/database-generator/components/grid/link-cells";
import {
  canBeUnique,
  canRequire,
  hasDefault,
  typeChoices,
} from "@/modules/database-generator/components/table/column-types";
import { lookupTargets, rollupTargets } from "@/modules/database-generator/components/table/link-rules";

// The database generator's attachment cells in the browser: the ids a cell holds, what it shows,
// copies and pastes as, a gallery card's cover, which picked files upload, the preview's steps, a
// history entry's names, and the column dialog's rules for the type.

const WORKSPACE = "f".repeat(24);
const id = (n: number) => n.toString(16).padStart(24, "0");
const A = id(1);
const B = id(2);
const C = id(3);

const file = (fileId: string, name: string, extra: Partial<Attachment> = {}): Attachment => ({
  id: fileId,
  name,
  size: 1_000,
  contentType: "application/pdf",
  url: `/api/v1/files/${WORKSPACE}/${fileId}.pdf`,
  thumbUrl: null,
  width: null,
  height: null,
  ...extra,
});
const image = (fileId: string, name: string, extra: Partial<Attachment> = {}): Attachment =>
  file(fileId, name, {
    contentType: "image/png",
    url: `/api/v1/files/${WORKSPACE}/${fileId}.png`,
    thumbUrl: `/api/v1/files/${WORKSPACE}/${fileId}.thumb.webp`,
    width: 800,
    height: 600,
    ...extra,
  });

const column = (type: Column["type"], extra: Partial<Column> = {}): Column => dbColumn(type, type, {}, extra);

describe("attachment cells", () => {
  it("reads the ids a cell holds: a list, a pasted text of addresses, nothing", () => {
    expect(fileIdsOf([A, B])).toEqual([A, B]);
    expect(fileIdsOf([A, A, B])).toEqual([A, B]);
    expect(fileIdsOf(undefined)).toEqual([]);
    expect(fileIdsOf(null)).toEqual([]);
    expect(fileIdsOf([])).toEqual([]);
    expect(fileIdsOf(3)).toEqual([]);
    expect(fileIdsOf(true)).toEqual([]);
    expect(fileIdsOf(["not an id"])).toEqual([]);
    expect(
      fileIdsOf(
        `a.pdf (https://x.test/api/v1/files/${WORKSPACE}/${A}.pdf), b.png (https://x.test/api/v1/files/${WORKSPACE}/${B}.png)`,
      ),
    ).toEqual([A, B]);
  });

  it("tells images (with a thumbnail) from other files and keeps the cell's order", () => {
    const files = { [A]: file(A, "a.pdf"), [B]: image(B, "b.png") };
    expect(isImage(files[A]!)).toBe(false);
    expect(isImage(files[B]!)).toBe(true);
    // An image the server made no thumbnail of is shown as a file.
    expect(isImage(image(C, "c.svg", { thumbUrl: null }))).toBe(false);
    expect(filesOf([B, C, A], files).map((entry) => entry.name)).toEqual(["b.png", "a.pdf"]);
    expect(filesOf([A], undefined)).toEqual([]);
  });

  it("shows the first few files of a cell, then how many more", () => {
    const ids = [1, 2, 3, 4, 5, 6].map(id);
    expect(cellChips(ids)).toEqual({ ids: ids.slice(0, 4), more: 2 });
    expect(cellChips(ids.slice(0, 4))).toEqual({ ids: ids.slice(0, 4), more: 0 });
    expect(cellChips(undefined)).toEqual({ ids: [], more: 0 });
    expect(cellChips(ids, 2)).toEqual({ ids: ids.slice(0, 2), more: 4 });
  });

  it("sizes a thumbnail by the image's proportions, within bounds", () => {
    expect(thumbWidth({ width: 800, height: 600 })).toBe(32);
    expect(thumbWidth({ width: 600, height: 600 })).toBe(24);
    expect(thumbWidth({ width: 4000, height: 100 })).toBe(48);
    expect(thumbWidth({ width: 100, height: 4000 })).toBe(18);
    expect(thumbWidth({ width: null, height: null })).toBe(24);
  });

  it("copies a cell as names and addresses that a paste reads back as the same files", () => {
    const files = { [A]: file(A, "Report, final.pdf"), [B]: image(B, "b.png") };
    const text = attachmentCopyText([A, B, C], files, "https://suite.test");
    expect(text).toBe(
      `Report, final.pdf (https://suite.test/api/v1/files/${WORKSPACE}/${A}.pdf), ` +
        `b.png (https://suite.test/api/v1/files/${WORKSPACE}/${B}.png)`,
    );
    expect(readFileIds(text)).toEqual([A, B]);
    expect(attachmentCopyText(undefined, files, "https://suite.test")).toBe("");
    // The grid's copy of a range goes through the same text.
    const col = column("attachment");
    expect(copyCellText(col, [A], undefined, files, "https://suite.test")).toBe(
      `Report, final.pdf (https://suite.test/api/v1/files/${WORKSPACE}/${A}.pdf)`,
    );
    expect(copyCellText(column("text"), "plain", undefined, files, "https://suite.test")).toBe("plain");
  });

  it("pastes an attachment cell's text as it is, other cells as read", () => {
    const text = `b.png (https://suite.test/api/v1/files/${WORKSPACE}/${B}.png)`;
    expect(pastedValue(column("attachment"), [B], text)).toBe(text);
    expect(pastedValue(column("attachment"), null, "  ")).toBeNull();
    expect(pastedValue(column("number"), 12, "12")).toBe(12);
    expect(pastedValue(column("link"), ["Acme"], "Acme")).toEqual(["Acme"]);
  });
});

describe("gallery covers", () => {
  const docs = column("attachment");
  const photos = column("attachment");
  const name = column("text");
  const record = {
    cells: { [docs.id]: [A], [photos.id]: [C, B], [name.id]: "x" },
    files: { [A]: file(A, "a.pdf"), [B]: image(B, "b.png"), [C]: image(C, "c.png") },
  };

  it("takes the first image of the first attachment column the card shows", () => {
    expect(coverOf(record, [name, photos])?.id).toBe(C);
    // The first attachment column holds no image: the cover's place stays, empty.
    expect(coverOf(record, [name, docs, photos])).toBeNull();
    // No attachment column on the card: no cover.
    expect(coverOf(record, [name])).toBeUndefined();
    expect(coverOf({ cells: {}, files: {} }, [photos])).toBeNull();
  });
});

describe("uploads", () => {
  const sized = (size: number, name = "f") => ({ name, size });

  it("refuses a file over the size limit and uploads the others", () => {
    const big = sized(ATTACHMENT_MAX_BYTES + 1, "big");
    const small = sized(10, "small");
    const edge = sized(ATTACHMENT_MAX_BYTES, "edge");
    expect(planUploads([big, small, edge], 0)).toEqual({
      ok: true,
      accepted: [small, edge],
      tooLarge: [big],
    });
  });

  it("refuses a whole batch that would take the cell past its files", () => {
    const three = [sized(1), sized(2), sized(3)];
    expect(planUploads(three, ATTACHMENTS_MAX - 3)).toMatchObject({ ok: true });
    expect(planUploads(three, ATTACHMENTS_MAX - 2)).toEqual({ ok: false, room: 2 });
    expect(planUploads([sized(1)], ATTACHMENTS_MAX)).toEqual({ ok: false, room: 0 });
    // Files refused for their size take no room.
    expect(planUploads([sized(1), sized(ATTACHMENT_MAX_BYTES + 1)], ATTACHMENTS_MAX - 1)).toMatchObject({
      ok: true,
    });
    expect(planUploads([], ATTACHMENTS_MAX)).toEqual({ ok: true, accepted: [], tooLarge: [] });
  });

  it("adds uploaded files at the end of the cell, each once", () => {
    expect(withUploaded([A], [B, C])).toEqual([A, B, C]);
    expect(withUploaded([A, B], [B])).toEqual([A, B]);
    expect(withUploaded([], [])).toEqual([]);
  });

  it("spells sizes in the unit people read", () => {
    expect(sizeParts(512)).toEqual({ value: 512, unit: "byte" });
    expect(sizeParts(2048)).toEqual({ value: 2, unit: "kilobyte" });
    expect(sizeParts(ATTACHMENT_MAX_BYTES)).toEqual({ value: 50, unit: "megabyte" });
    expect(sizeParts(3 * 1024 ** 3)).toEqual({ value: 3, unit: "gigabyte" });
  });

  it("picks a file's icon by its type, else by its name", () => {
    expect(fileKind("image/webp")).toBe("image");
    expect(fileKind("application/pdf")).toBe("pdf");
    expect(fileKind("audio/mpeg")).toBe("audio");
    expect(fileKind("video/mp4")).toBe("video");
    expect(fileKind("application/zip")).toBe("archive");
    expect(fileKind("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe("sheet");
    expect(fileKind("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe("text");
    expect(fileKind("", "notes.MD")).toBe("text");
    expect(fileKind("application/octet-stream", "data.csv")).toBe("sheet");
    expect(fileKind("application/octet-stream", "blob")).toBe("other");
  });
});

describe("the image preview and the history", () => {
  it("steps through the images, wrapping around", () => {
    expect(stepImage(0, 3, 1)).toBe(1);
    expect(stepImage(2, 3, 1)).toBe(0);
    expect(stepImage(0, 3, -1)).toBe(2);
    expect(stepImage(0, 1, 1)).toBe(0);
    expect(stepImage(0, 0, 1)).toBe(-1);
  });

  it("names a change's files, counting those no longer kept", () => {
    const files = { [A]: file(A, "a.pdf"), [B]: image(B, "b.png") };
    expect(historyFiles([A, B], files)).toEqual({ names: ["a.pdf", "b.png"], removed: 0 });
    expect(historyFiles([A, C], files)).toEqual({ names: ["a.pdf"], removed: 1 });
    expect(historyFiles([C], undefined)).toEqual({ names: [], removed: 1 });
    expect(historyFiles(null, files)).toEqual({ names: [], removed: 0 });
  });
});

describe("the column dialog's rules for attachments", () => {
  it("offers every type for a new column", () => {
    expect(typeChoices(null)).toEqual([...COLUMN_TYPES]);
  });

  it("never changes another column to an attachment, and an attachment only to text", () => {
    const fromText = typeChoices("text");
    expect(fromText).toContain("number");
    expect(fromText).not.toContain("attachment");
    expect(fromText).not.toContain("link");
    expect(fromText).not.toContain("formula");
    expect(typeChoices("attachment")).toEqual(["text", "longText", "attachment"]);
    // Computed columns and links keep their type (the dialog locks it).
    expect(typeChoices("formula")).toContain("formula");
  });

  it("takes required but no default and no unique", () => {
    expect(canRequire("attachment")).toBe(true);
    expect(hasDefault("attachment")).toBe(false);
    expect(canBeUnique("attachment")).toBe(false);
    expect(hasDefault("text")).toBe(true);
    expect(canBeUnique("text")).toBe(true);
    expect(canBeUnique("longText")).toBe(false);
    expect(canRequire("checkbox")).toBe(false);
  });

  it("lets a lookup show attachments (their names) and a rollup count records holding files", () => {
    const columns = [column("text", { name: "Name" }), column("attachment", { name: "Files" })];
    expect(lookupTargets(columns).map((entry) => entry.name)).toEqual(["Name", "Files"]);
    expect(rollupTargets(columns, "countValues").map((entry) => entry.name)).toEqual(["Name", "Files"]);
    expect(rollupTargets(columns, "sum")).toEqual([]);
  });
});

describe("attachment cell formats", () => {
  const { cellFormat } = jest.requireActual<
    typeof import("@/modules/database-generator/components/grid/cell-view")
  >("@/modules/database-generator/components/grid/cell-view");

  it("shows nothing for an empty cell, the files' display otherwise", () => {
    const format = cellFormat(column("attachment"), "en", "UTC");
    expect(format(undefined)).toBeNull();
    expect(format([], { files: {} })).toBeNull();
    const files = { [A]: file(A, "a.pdf") };
    const shown = format([A], { files }) as { props: { value: unknown; files: unknown } };
    expect(shown.props.value).toEqual([A]);
    expect(shown.props.files).toBe(files);
  });
});
