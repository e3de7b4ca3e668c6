import { startsAppNavigation } from "@/lib/navigation/link-click";

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: true,
};
const link = { href: "http://app.test/task-management/abc", target: "", download: false };
const here = { origin: "http://app.test", pathname: "/project/p1/modules", search: "" };

describe("startsAppNavigation", () => {
  it("is true for a plain click that the router's Link handled, to another page", () => {
    expect(startsAppNavigation(click, link, here)).toBe(true);
    expect(startsAppNavigation(click, { ...link, href: "/goals/dashboard" }, here)).toBe(true);
  });

  it("is true for the same page with another query (a tab of a module)", () => {
    expect(startsAppNavigation(click, { ...link, href: "/project/p1/modules?active=timesheet" }, here)).toBe(
      true,
    );
  });

  it("is false when the browser navigates itself (not prevented) or another button is used", () => {
    expect(startsAppNavigation({ ...click, defaultPrevented: false }, link, here)).toBe(false);
    expect(startsAppNavigation({ ...click, button: 1 }, link, here)).toBe(false);
  });

  it("is false with a modifier (a new tab or window)", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(startsAppNavigation({ ...click, [key]: true }, link, here)).toBe(false);
  });

  it("is false for another tab, a download, another origin or an unreadable address", () => {
    expect(startsAppNavigation(click, { ...link, target: "_blank" }, here)).toBe(false);
    expect(startsAppNavigation(click, { ...link, download: true }, here)).toBe(false);
    expect(startsAppNavigation(click, { ...link, href: "https://elsewhere.test/x" }, here)).toBe(false);
    expect(startsAppNavigation(click, { ...link, href: "http://[bad" }, here)).toBe(false);
  });

  it("is false for the current address or an anchor on it", () => {
    expect(startsAppNavigation(click, { ...link, href: "/project/p1/modules" }, here)).toBe(false);
    expect(startsAppNavigation(click, { ...link, href: "/project/p1/modules#top" }, here)).toBe(false);
    expect(startsAppNavigation(click, { ...link, target: "_self", href: "/goals" }, here)).toBe(true);
  });
});
