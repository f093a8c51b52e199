import { relativeTime } from "@/lib/chat-ui/relative-time";

const now = Date.parse("2026-11-21T12:00:00Z");
const ago = (s: number) => new Date(now - s * 1000).toISOString();

describe("relativeTime", () => {
  it.each([
    [10, "just now"],
    [90, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [3600, "1 hour ago"],
    [5 * 3600, "5 hours ago"],
    [24 * 3600, "1 day ago"],
    [3 * 24 * 3600, "3 days ago"],
    [8 * 24 * 3600, "1 week ago"],
    [45 * 24 * 3600, "1 month ago"],
    [400 * 24 * 3600, "1 year ago"],
    [800 * 24 * 3600, "2 years ago"],
  ])("%i seconds ago reads %s", (s, text) => {
    expect(relativeTime(ago(s), now)).toBe(text);
  });

  it("treats a time slightly in the future (clock skew) as just now", () => {
    expect(relativeTime(new Date(now + 30_000), now)).toBe("just now");
  });

  it("gives an empty string for an unreadable date", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});
