import { parseEmailList } from "@/modules/notification/shared/email-list";
import { nextRunAfter } from "@/modules/notification/shared/schedule";
import { htmlToText } from "@/lib/html-text";
import {
  renderTemplate,
  sampleValues,
  unknownVariables,
  usedVariables,
} from "@/modules/notification/shared/template-vars";
import { isPrivateAddress } from "@/lib/server/webhooks/webhook";
import { signedHeaders } from "@/lib/server/webhooks/signing";
import { Webhook } from "standardwebhooks";

describe("template variables", () => {
  it("lists the names used, once each, spaces allowed inside the braces", () => {
    expect(usedVariables("Hi {{ recipient.name }}, {{day}} and {{day}} {{}}")).toEqual([
      "recipient.name",
      "day",
      "",
    ]);
  });

  it("reports names neither built in nor declared (an empty placeholder too)", () => {
    const declared = [{ name: "day", sample: "Monday" }];
    expect(unknownVariables(["{{recipient.name}} {{day}}", "{{workspace.name}}"], declared)).toEqual([]);
    expect(unknownVariables(["{{recipient.nmae}} {{day}} {{x}}", null, "{{x}} {{}}"], declared)).toEqual([
      "recipient.nmae",
      "x",
      "",
    ]);
  });

  it("fills values, escaping them in HTML, and leaves an unvalued placeholder visible", () => {
    const values = { "recipient.name": "<Ann & Bo>", day: "Friday" };
    expect(renderTemplate("<p>{{recipient.name}} on {{day}} {{missing}}</p>", values, { html: true })).toBe(
      "<p>&lt;Ann &amp; Bo&gt; on Friday {{missing}}</p>",
    );
    expect(renderTemplate("{{recipient.name}}", values, { html: false })).toBe("<Ann & Bo>");
  });

  it("samples the viewer as recipient and the declared samples", () => {
    const values = sampleValues(
      { recipientName: "Mia", recipientEmail: "mia@x.test", workspaceName: "Acme", projectName: "Launch" },
      [{ name: "day", sample: "Monday" }],
    );
    expect(
      renderTemplate("{{recipient.name}} {{workspace.name}} {{project.name}} {{day}}", values, {
        html: false,
      }),
    ).toBe("Mia Acme Launch Monday");
  });

  it("turns HTML into text by blocks", () => {
    expect(htmlToText("<p>Hello &amp; welcome</p><ul><li>One</li><li>Two</li></ul><p>a<br>b</p>")).toBe(
      "Hello & welcome\nOne\nTwo\na\nb",
    );
  });
});

describe("schedules", () => {
  const at = "2026-11-24T09:00:00.000Z";
  it("run once at a future time, never once it has passed", () => {
    expect(nextRunAfter({ kind: "at", at }, new Date("2026-11-24T08:00:00Z"))?.toISOString()).toBe(at);
    expect(nextRunAfter({ kind: "at", at }, new Date("2026-11-24T10:00:00Z"))).toBeNull();
    expect(nextRunAfter({ kind: "now" }, new Date())).toBeNull();
  });

  it("repeat daily and weekly from their first time, strictly after the given moment", () => {
    expect(nextRunAfter({ kind: "daily", at }, new Date("2026-11-26T12:00:00Z"))?.toISOString()).toBe(
      "2026-11-27T09:00:00.000Z",
    );
    expect(nextRunAfter({ kind: "daily", at }, new Date(at))?.toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(nextRunAfter({ kind: "weekly", at }, new Date("2026-11-25T00:00:00Z"))?.toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
  });
});

describe("webhooks", () => {
  it("refuse private, loopback, link-local and mapped addresses; allow public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::7f00:1",
      "64:ff9b::a00:1",
      "100.64.0.1",
      "nonsense",
    ])
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
  });

  it("sign with Standard Webhooks, as a receiver's verifier checks it", () => {
    const secret = `whsec_${Buffer.from("a test key of 32 bytes, exactly!").toString("base64")}`;
    const payload = '{"type":"test","timestamp":"2026-11-28T00:00:00.000Z","data":{"a":1}}';
    const headers = signedHeaders(secret, { id: "evt_1", payload });
    expect(headers).toMatchObject({ "webhook-id": "evt_1", "idempotency-key": "evt_1" });
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(payload, headers)).toEqual(JSON.parse(payload));
    const other = `whsec_${Buffer.from("another key, also of 32 bytes!!").toString("base64")}`;
    expect(() => new Webhook(other).verify(payload, headers)).toThrow();
    expect(() => new Webhook(secret).verify(payload.replace("1", "2"), headers)).toThrow();
  });
});

describe("pasted e-mail lists", () => {
  it("split on commas, semicolons, spaces and lines; lower-case, once each; report what is not an address", () => {
    expect(
      parseEmailList("Ann@Example.com, bob@example.com;\n<carl@example.com>  ann@example.com nope"),
    ).toEqual({
      valid: ["ann@example.com", "bob@example.com", "carl@example.com"],
      invalid: ["nope"],
    });
    expect(parseEmailList("  \n ")).toEqual({ valid: [], invalid: [] });
  });
});
