import { detectType } from "@/modules/database-generator/shared/detect";
import {
  normalizeOptions,
  type ColumnShape,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import { parseSorts, sortsText } from "@/modules/database-generator/shared/filters";
import {
  attachmentText,
  cellText,
  parseCell,
  readDate,
  readDateTime,
  readNumber,
  readFileIds,
} from "@/modules/database-generator/shared/values";

const column = (type: ColumnType, options = {}): ColumnShape => ({
  id: "c",
  type,
  options: normalizeOptions(type, options),
});
const value = (type: ColumnType, raw: unknown, options = {}) => {
  const parsed = parseCell(column(type, options), raw);
  return parsed.ok ? parsed.value : `error:${parsed.error}`;
};

describe("a cell's value by its column's type", () => {
  it("reads numbers as people write them, rounded to the column's precision", () => {
    expect(readNumber("1,234.5")).toBe(1234.5);
    expect(readNumber("$ 12")).toBe(12);
    expect(readNumber("12.5 %")).toBe(12.5);
    expect(readNumber("1e3")).toBe(1000);
    expect(readNumber("12 apples")).toBeNull();
    expect(readNumber("1,23")).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(value("number", "2.6")).toBe(3);
    expect(value("decimal", 1.23456)).toBe(1.23);
    expect(value("decimal", 1.23456, { precision: 4 })).toBe(1.2346);
    expect(value("currency", "-€0.004")).toBe(0);
    expect(value("percent", "33.3%")).toBe(33);
    expect(value("rating", 0)).toBeNull();
    expect(value("rating", 3, { max: 3 })).toBe(3);
    expect(value("rating", 4, { max: 3 })).toBe("error:validation.dbCellRating");
  });

  it("reads real calendar dates and instants only", () => {
    expect(readDate("2024-02-29")).toBe("2024-02-29");
    expect(readDate("2023-02-29")).toBeNull();
    expect(readDate("2026-13-01")).toBeNull();
    expect(readDate("2026-11-30T23:00:00Z")).toBe("2026-11-30");
    expect(readDateTime("2026-11-30")).toBe("2026-11-30T00:00:00.000Z");
    expect(readDateTime("2026-11-30 08:30")).toBe("2026-11-30T08:30:00.000Z");
    expect(readDateTime("2026-11-30T08:30:00-05:00")).toBe("2026-11-30T13:30:00.000Z");
    expect(readDateTime("2026-11-31T08:30")).toBeNull();
    expect(readDateTime("tomorrow")).toBeNull();
  });

  it("reads checkboxes, choices, e-mail, web addresses and phones", () => {
    expect(value("checkbox", "Sí")).toBe(true);
    expect(value("checkbox", "no")).toBeNull();
    expect(value("checkbox", false)).toBeNull();
    expect(value("checkbox", "perhaps")).toBe("error:validation.dbCellCheckbox");
    const choices = [
      { id: "a1", name: "Open", color: "gray" },
      { id: "b2", name: "Done", color: "green" },
    ];
    expect(value("singleSelect", "done", { choices })).toBe("b2");
    expect(value("singleSelect", "a1", { choices })).toBe("a1");
    expect(value("multiSelect", "Done, open, done", { choices })).toEqual(["b2", "a1"]);
    expect(value("multiSelect", [], { choices })).toBeNull();
    expect(value("email", "a@b")).toBe("error:validation.dbCellEmail");
    expect(value("url", "https://example.com")).toBe("https://example.com");
    expect(value("url", "ftp://example.com")).toBe("error:validation.dbCellUrl");
    expect(value("url", "localhost")).toBe("error:validation.dbCellUrl");
    expect(value("phone", "(555) 010-9999")).toBe("(555) 010-9999");
    expect(value("phone", "12")).toBe("error:validation.dbCellPhone");
    expect(value("text", 12)).toBe("12");
    expect(value("text", {})).toBe("error:validation.dbCellText");
    expect(value("createdTime", "x")).toBe("error:validation.dbCellComputed");
    expect(value("text", "   ")).toBeNull();
    expect(cellText(column("multiSelect", { choices }), ["b2", "a1"])).toBe("Done, Open");
    expect(cellText(column("checkbox"), true)).toBe("true");
  });

  it("keeps only a type's settings, with its defaults", () => {
    expect(normalizeOptions("currency", { precision: 0, max: 3 })).toEqual({ precision: 0, currency: "USD" });
    expect(normalizeOptions("text", { precision: 2 })).toEqual({});
    expect(normalizeOptions("rating")).toEqual({ max: 5 });
  });

  it("reads and writes sorts", () => {
    const id = "0123456789abcdef01234567";
    expect(parseSorts(`${id}:asc,${id}:desc`)).toEqual([
      { columnId: id, dir: "asc" },
      { columnId: id, dir: "desc" },
    ]);
    expect(parseSorts("")).toEqual([]);
    expect(parseSorts(`${id}:up`)).toBeNull();
    expect(parseSorts(Array(6).fill(`${id}:asc`).join(","))).toBeNull();
    expect(sortsText([{ columnId: id, dir: "desc" }])).toBe(`${id}:desc`);
  });
});

describe("an attachment cell's files", () => {
  const a = "a".repeat(24);
  const b = "0123456789abcdef01234567";
  const ws = "f".repeat(24);
  it("are ids of uploads, or the addresses a copied cell holds, in order and once each", () => {
    expect(value("attachment", [a, b, a])).toEqual([a, b]);
    expect(value("attachment", [])).toBeNull();
    expect(value("attachment", b)).toEqual([b]);
    const copied = attachmentText(
      [
        { name: "Q3, final.pdf", url: `/api/v1/files/${ws}/${b}.pdf` },
        { name: "shelf.png", url: `/api/v1/files/${ws}/${a}.png` },
      ],
      "https://suite.example",
    );
    expect(copied).toBe(
      `Q3, final.pdf (https://suite.example/api/v1/files/${ws}/${b}.pdf), shelf.png (https://suite.example/api/v1/files/${ws}/${a}.png)`,
    );
    // A name holding a comma does not split a file; the addresses say which files.
    expect(readFileIds(copied)).toEqual([b, a]);
  });

  it("refuse names, other values and more than 20 files", () => {
    expect(value("attachment", "holiday.png")).toBe("error:validation.dbCellAttachment");
    expect(value("attachment", ["not-an-id"])).toBe("error:validation.dbCellAttachment");
    expect(value("attachment", 12)).toBe("error:validation.dbCellAttachment");
    const many = Array.from({ length: 21 }, (_, n) => n.toString(16).padStart(24, "0"));
    expect(value("attachment", many)).toBe("error:validation.dbCellAttachmentsMax");
  });
});

describe("an import column's detected type", () => {
  it("is the type every non-empty value of the sample reads as", () => {
    expect(detectType(["1", "2", " ", "30"])).toBe("number");
    expect(detectType(["1.5", "2"])).toBe("decimal");
    expect(detectType(["$1,200.50", "$3"])).toBe("currency");
    expect(detectType(["12%", "3.5 %"])).toBe("percent");
    expect(detectType(["2026-01-15", "2026-02-01"])).toBe("date");
    expect(detectType(["2026-01-15T10:00:00Z", "2026-01-15 08:30"])).toBe("dateTime");
    expect(detectType(["yes", "No", "TRUE"])).toBe("checkbox");
    expect(detectType(["a@example.com", "b@example.org"])).toBe("email");
    expect(detectType(["https://example.com", "http://a.org/x"])).toBe("url");
    expect(detectType(["+34 600 123 456", "(555) 010-9999"])).toBe("phone");
    expect(detectType(["x".repeat(300)])).toBe("longText");
    expect(detectType(Array.from({ length: 12 }, (_, n) => ["Open", "Done", "Late"][n % 3]!))).toBe(
      "singleSelect",
    );
    expect(detectType(["Ada", "Grace", "Linus"])).toBe("text");
    expect(detectType(["1", "two"])).toBe("text");
    expect(detectType([])).toBe("text");
  });
});
