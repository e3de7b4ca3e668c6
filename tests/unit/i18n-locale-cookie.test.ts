import { defaultLocale, localeFromCookie } from "@/lib/i18n/config";

describe("localeFromCookie", () => {
  it("reads the languages we have", () => {
    expect(localeFromCookie("en")).toBe("en");
    expect(localeFromCookie("es")).toBe("es");
    expect(localeFromCookie(" ES ")).toBe("es");
    expect(localeFromCookie('"es"')).toBe("es");
    expect(localeFromCookie("%65s")).toBe("es");
  });

  it.each([
    ["%E0%A4%A", "a broken escape"],
    ["%", "a lone percent sign"],
    ["xx", "a language we do not have"],
    ["es-ES", "a region"],
    ["", "empty"],
    ["__proto__", "an object key"],
    ["toString", "an inherited method name"],
    ["e\u0000s", "a control character"],
    [undefined, "absent"],
    [null, "null"],
  ])("answers the default language for %j (%s)", (value: string | null | undefined, _why: string) => {
    expect(localeFromCookie(value)).toBe(defaultLocale);
  });
});
