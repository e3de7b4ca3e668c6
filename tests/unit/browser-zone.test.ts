import { browserZoneCookie, zoneFromCookie } from "@/lib/users/browser-zone";

describe("the tz cookie", () => {
  it("names a zone this runtime knows, %-escaped as the browser writes it", () => {
    expect(zoneFromCookie("Asia%2FTokyo")).toBe("Asia/Tokyo");
    expect(zoneFromCookie("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(zoneFromCookie("UTC")).toBe("UTC");
  });

  it("is ignored when missing, broken, unknown or too long", () => {
    for (const value of [undefined, null, "", "%E0%A4%A", "Not%2FA_Zone", "Mars/Olympus", "x".repeat(201)])
      expect(zoneFromCookie(value)).toBeNull();
  });

  it("is written for the whole site for a year, secure over https, and reads back", () => {
    const cookie = browserZoneCookie("America/New_York", false);
    expect(cookie).toBe("tz=America%2FNew_York; path=/; max-age=31536000; samesite=lax");
    expect(browserZoneCookie("UTC", true)).toMatch(/; secure$/);
    expect(zoneFromCookie(cookie.split(";")[0]!.split("=")[1])).toBe("America/New_York");
  });
});
