import { deviceOf } from "@/lib/users/user-agent";

describe("deviceOf", () => {
  it("names the common browsers and systems, the specific one first", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Edge", os: "Windows" });
    expect(
      deviceOf(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      ),
    ).toEqual({ browser: "Safari", os: "macOS" });
    expect(
      deviceOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Chrome", os: "iOS" });
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox",
      os: "Linux",
    });
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", os: "Android" });
  });

  it("leaves what it does not know unnamed", () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(deviceOf("my-script/1.0")).toEqual({ browser: null, os: null });
    expect(deviceOf("curl/8.5.0")).toEqual({ browser: "curl", os: null });
  });
});
