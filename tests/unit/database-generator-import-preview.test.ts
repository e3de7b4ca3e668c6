import ExcelJS from "exceljs";
import {
  buildPreview,
  checkColumns,
  checkTableName,
  detectDelimiter,
  fileKind,
  IMPORT_TYPES,
  parseDelimited,
  requestColumns,
  SAMPLE_ROWS,
  tableNameOf,
  type ChosenColumn,
  type Preview,
} from "@/modules/database-generator/components/import/preview";
import { readSource } from "@/modules/database-generator/components/import/read-source";
import { readXlsxRows, xlsxHead, XlsxError } from "@/modules/database-generator/components/import/xlsx-head";

const columnName = (n: number) => `Column ${n}`;

function preview(rows: string[][], header = true): Preview {
  const result = buildPreview(rows, header, columnName);
  if ("problem" in result) throw new Error(result.problem);
  return result;
}

describe("detectDelimiter", () => {
  it("reads a spreadsheet's copy (tabs) as TSV, even when its values hold commas", () => {
    expect(detectDelimiter("Name\tCity\nAda\tLondon, UK\nGrace\tNew York, NY\n")).toBe("\t");
  });
  it("reads comma-separated text as CSV", () => {
    expect(detectDelimiter("name,age\nAda,36\nGrace,45")).toBe(",");
  });
  it("takes a single column without separators as CSV", () => {
    expect(detectDelimiter("Ada\nGrace")).toBe(",");
  });
  it("prefers commas when tabs are not on every line", () => {
    expect(detectDelimiter("a,b,c\n1,2\t,3\n4,5,6")).toBe(",");
  });
});

describe("parseDelimited", () => {
  it("keeps commas and new lines inside quoted fields", () => {
    const rows = parseDelimited('name,notes\n"Smith, Ada","line one\nline two"\nGrace,plain\n', ",", true);
    expect(rows).toEqual([
      ["name", "notes"],
      ["Smith, Ada", "line one\nline two"],
      ["Grace", "plain"],
    ]);
  });
  it("drops a byte order mark and blank lines", () => {
    expect(parseDelimited("\uFEFFa\tb\n\n  \n1\t2\n", "\t", true)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
  it("leaves out the last row of a cut text, which may be partial", () => {
    expect(parseDelimited("a,b\n1,2\n3,4", ",", false)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseDelimited('a,b\n1,"open\nquote', ",", false)).toEqual([["a", "b"]]);
  });
  it("reads at most the sample and a header row", () => {
    const text = Array.from({ length: 1000 }, (_, k) => `${k},x`).join("\n");
    const rows = parseDelimited(text, ",", false);
    expect(rows).toHaveLength(SAMPLE_ROWS + 1);
    expect(rows.at(-1)).toEqual([String(SAMPLE_ROWS), "x"]);
  });
});

describe("buildPreview", () => {
  it("names the columns from the header row, trimmed, unique ignoring case, blanks as 'Column N'", () => {
    const result = preview([
      [" Name ", "name", "", "NAME", "Age"],
      ["Ada", "x", "y", "z", "36"],
    ]);
    expect(result.headers).toEqual(["Name", "name (2)", "Column 3", "NAME (3)", "Age"]);
    expect(result.rows).toEqual([["Ada", "x", "y", "z", "36"]]);
  });
  it("numbers the columns and keeps the first row as data without a header", () => {
    const result = preview(
      [
        ["Ada", "36"],
        ["Grace", "45", "extra"],
      ],
      false,
    );
    expect(result.headers).toEqual(["Column 1", "Column 2", "Column 3"]);
    expect(result.rows).toEqual([
      ["Ada", "36", ""],
      ["Grace", "45", "extra"],
    ]);
  });
  it("keeps a made-up name unique against a header that already holds it", () => {
    expect(
      preview([
        ["Column 2", ""],
        ["a", "b"],
      ]).headers,
    ).toEqual(["Column 2", "Column 2 (2)"]);
  });
  it("detects each column's type from its values", () => {
    const statuses = [
      "Open",
      "Closed",
      "Open",
      "Pending",
      "Closed",
      "Open",
      "Open",
      "Closed",
      "Pending",
      "Open",
    ];
    const rows = statuses.map((status, k) => [
      String(k + 1),
      `${k + 1}.5`,
      `2024-03-${String(k + 10).padStart(2, "0")}`,
      `person${k}@example.com`,
      status,
      `Some free text ${k}`,
    ]);
    const result = preview([["id", "score", "due", "email", "status", "notes"], ...rows]);
    expect(result.columns.map((column) => column.type)).toEqual([
      "number",
      "decimal",
      "date",
      "email",
      "singleSelect",
      "text",
    ]);
  });
  it("tells when there are no rows or too many columns", () => {
    expect(buildPreview([["only", "a", "header"]], true, columnName)).toEqual({ problem: "noRows" });
    expect(buildPreview([["", " "]], false, columnName)).toEqual({ problem: "noRows" });
    const wide = Array.from({ length: 201 }, (_, k) => String(k));
    expect(buildPreview([wide, wide], true, columnName)).toEqual({ problem: "tooManyColumns" });
  });
});

describe("checkColumns", () => {
  const column = (name: string, skip = false): ChosenColumn => ({ name, type: "text", skip });

  it("accepts distinct names", () => {
    const check = checkColumns([column("Name"), column("Age")]);
    expect(check).toEqual({ columns: [null, null], choice: null, ok: true });
  });
  it("flags empty, too long and repeated names (ignoring case) among the kept columns", () => {
    const check = checkColumns([
      column("Name"),
      column("  "),
      column("x".repeat(101)),
      column(" name "),
      column("Name", true),
      column("y".repeat(100)),
    ]);
    expect(check.columns).toEqual([null, "nameRequired", "nameTooLong", "nameTaken", null, null]);
    expect(check.ok).toBe(false);
  });
  it("asks for at least one kept column", () => {
    const check = checkColumns([column("a", true), column("", true)]);
    expect(check.choice).toBe("noColumns");
    expect(check.ok).toBe(false);
  });
  it("sends one entry per file column, null for those left out", () => {
    expect(requestColumns([column(" Name "), column("Age", true)])).toEqual([
      { name: "Name", type: "text" },
      null,
    ]);
  });
});

describe("names and formats", () => {
  it("checks the table's name", () => {
    expect(checkTableName("  ")).toBe("tableNameRequired");
    expect(checkTableName("t".repeat(101))).toBe("tableNameTooLong");
    expect(checkTableName("Customers")).toBeNull();
  });
  it("names the table after the file", () => {
    expect(tableNameOf("Customers 2024.xlsx", "Imported data")).toBe("Customers 2024");
    expect(tableNameOf(".csv", "Imported data")).toBe("Imported data");
    expect(tableNameOf(`${"n".repeat(120)}.csv`, "Imported data")).toHaveLength(100);
  });
  it("tells the format from the file's name", () => {
    expect(fileKind("a.CSV")).toBe("csv");
    expect(fileKind("a.tsv")).toBe("tsv");
    expect(fileKind("book.xlsx")).toBe("xlsx");
    expect(fileKind("notes.txt")).toBe("text");
    expect(fileKind("old.xls")).toBeNull();
    expect(fileKind("README")).toBeNull();
  });
  it("offers no computed type, nor links and what reads through them", () => {
    expect(IMPORT_TYPES).toContain("singleSelect");
    expect(IMPORT_TYPES).not.toContain("autoNumber");
    expect(IMPORT_TYPES).not.toContain("createdBy");
    expect(IMPORT_TYPES.filter((type) => type === "link" || type === "lookup" || type === "rollup")).toEqual(
      [],
    );
  });
});

describe("readXlsxRows", () => {
  async function workbook(rows: number): Promise<Blob> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("First");
    sheet.addRow(["Name", "Born", "Note", "Score"]);
    for (let k = 1; k <= rows; k++)
      sheet.addRow([
        `Person ${k}`,
        new Date(Date.UTC(1990, 0, k)),
        { richText: [{ text: "bold " }, { text: `part ${k}` }] },
        { formula: `${k}*2`, result: k * 2 },
      ]);
    book.addWorksheet("Second").addRow(["not", "this", "one"]);
    return new Blob([await book.xlsx.writeBuffer()]);
  }

  it("reads the first sheet's first rows: dates as ISO, rich text as text, formulas' results", async () => {
    const book = await workbook(20_000);
    // Only the rows wanted are unpacked and handed to exceljs.
    expect((await xlsxHead(book, SAMPLE_ROWS + 1)).size).toBeLessThan(book.size / 5);
    const rows = await readXlsxRows(book, SAMPLE_ROWS + 1);
    expect(rows).toHaveLength(SAMPLE_ROWS + 1);
    expect(rows[0]).toEqual(["Name", "Born", "Note", "Score"]);
    expect(rows[1]).toEqual(["Person 1", "1990-01-01", "bold part 1", "2"]);
    expect(rows[SAMPLE_ROWS]).toEqual([
      `Person ${SAMPLE_ROWS}`,
      "1990-07-19",
      `bold part ${SAMPLE_ROWS}`,
      "400",
    ]);
    expect(preview(rows).columns.map((column) => column.type)).toEqual(["text", "date", "text", "number"]);
    // Writing the 20,000-row workbook alone takes seconds on a loaded 2-core machine (it exceeded 5 s).
  }, 30_000);
  it("reads a short sheet whole and refuses what is no XLSX", async () => {
    expect(await readXlsxRows(await workbook(2), SAMPLE_ROWS + 1)).toHaveLength(3);
    await expect(readXlsxRows(new Blob(["a,b\n1,2"]), 10)).rejects.toBeInstanceOf(XlsxError);
  });
});

describe("readSource", () => {
  it("reads a big text file's first rows only, as CSV or (a .txt with tabs) TSV", async () => {
    const lines = Array.from({ length: 100_000 }, (_, k) => `${k},"name, ${k}",x`);
    const csv = await readSource({
      kind: "file",
      file: new File([`id,name,x\n${lines.join("\n")}`], "big.csv"),
    });
    expect(csv.format).toBe("csv");
    expect(csv.rows).toHaveLength(SAMPLE_ROWS + 1);
    expect(csv.rows[1]).toEqual(["0", "name, 0", "x"]);
    const txt = await readSource({ kind: "file", file: new File(["a\tb\n1\t2, 3\n"], "copy.txt") });
    expect(txt).toEqual({
      format: "tsv",
      rows: [
        ["a", "b"],
        ["1", "2, 3"],
      ],
    });
    const pasted = await readSource({ kind: "paste", text: "a,b\n1,2" });
    expect(pasted).toEqual({
      format: "csv",
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
  });
  it("refuses a file of another type", async () => {
    await expect(readSource({ kind: "file", file: new File(["x"], "old.xls") })).rejects.toEqual(
      expect.objectContaining({ problem: "fileType" }),
    );
  });
});
