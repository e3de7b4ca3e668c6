import ExcelJS from "exceljs";
import { XLSX_SHARED_STRINGS_MAX, xlsxWithinLimits, zipEntrySizes } from "@/lib/server/files/zip-sizes";

async function workbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Sheet").addRow(["Item", "Qty"]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Sets the uncompressed size of the directory entry named `name` (what a zip bomb declares). */
function declare(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 < copy.length; at++)
    if (view.getUint32(at, true) === 0x02014b50) {
      const length = view.getUint16(at + 28, true);
      if (new TextDecoder().decode(copy.subarray(at + 46, at + 46 + length)) === name)
        view.setUint32(at + 24, size, true);
    }
  return copy;
}

describe("an XLSX's unpacked sizes", () => {
  it("are read from its ZIP directory before any XML is", async () => {
    const bytes = await workbook();
    const entries = zipEntrySizes(bytes)!;
    expect(entries.map((entry) => entry.name)).toContain("xl/worksheets/sheet1.xml");
    expect(entries.find((entry) => entry.name === "xl/worksheets/sheet1.xml")!.size).toBeGreaterThan(100);
    expect(xlsxWithinLimits(bytes)).toBe(true);
  });

  it("refuse a file that would unpack past the limits, and what is no ZIP", async () => {
    const bytes = await workbook();
    expect(xlsxWithinLimits(declare(bytes, "xl/worksheets/sheet1.xml", 600 * 1024 * 1024))).toBe(false);
    expect(xlsxWithinLimits(declare(bytes, "xl/worksheets/sheet1.xml", 0xffffffff))).toBe(false);
    const shared = zipEntrySizes(bytes)!.find((entry) => entry.name === "xl/sharedStrings.xml");
    if (shared)
      expect(xlsxWithinLimits(declare(bytes, shared.name, XLSX_SHARED_STRINGS_MAX + 1))).toBe(false);
    expect(zipEntrySizes(new TextEncoder().encode("Name,Qty\nPen,1\n"))).toBeNull();
    expect(xlsxWithinLimits(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]))).toBe(false);
  });
});
