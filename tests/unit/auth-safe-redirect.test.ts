import { safeRedirect } from "@/lib/auth/safe-redirect";

// Every redirect target (?redirect=, next-auth's callbackUrl, /auth/continue) goes through
// safeRedirect. Whatever it answers must be a same-origin path that a browser resolves to
// this site: checked here both by value and by resolving it the way a browser would.

const resolvesHere = (target: string) => new URL(target, "https://helpful.example/auth/continue").origin === "https://helpful.example";

test.each([
  ["referrals", "/referrals"],
  ["app", "/app"],
  ["redeem", "/redeem"],
  ["/app?q=x", "/app?q=x"],
  ["/admin/analytics", "/admin/analytics"],
  ["/referrals?confirmed=1#top", "/referrals?confirmed=1#top"],
  ["/a/./b", "/a/b"],
  ["/a/../admin", "/admin"],
  ["  /app  ", "/app"],
])("allowed: %p → %p", (raw, want) => {
  expect(safeRedirect(raw)).toBe(want);
  expect(resolvesHere(want)).toBe(true);
});

// The audit's example first (/auth/continue?redirect=%2F.%2F%2Fevil.com answered Location: //evil.com),
// then a table of tricks that reach another host in some browser or after one more decoding.
test.each([
  "/.//evil.com",
  "/./%2Fevil.com",
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "/\\/evil.com",
  "/%2F%2Fevil.com",
  "/%2f%2fevil.com",
  "/%5Cevil.com",
  "/%5c%5cevil.com",
  "/..//evil.com",
  "/a/..//evil.com",
  "/../../evil.com/..//x",
  "/.%2F%2Fevil.com",
  "%2F%2Fevil.com",
  "https://evil.com",
  "http:evil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "mailto:x@evil.com",
  "/\tevil",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/ok\nLocation: https://evil.com",
  "/\u0000/evil.com",
  "/\u007f/evil.com",
  "\u0000//evil.com",
  "evil.com",
  "evil.com/x",
  "@evil.com",
  "",
  "   ",
])("refused: %j", (raw) => {
  expect(safeRedirect(raw)).toBeNull();
});

test("null and undefined are no target", () => {
  expect(safeRedirect(null)).toBeNull();
  expect(safeRedirect(undefined)).toBeNull();
});

test("whatever it answers is stable (normalising it again changes nothing) and stays on the site", () => {
  const samples = ["/a/./b/../c", "/x?y=//evil.com", "/x#//evil.com", "/%7Euser", "app", "/app/"];
  for (const s of samples) {
    const out = safeRedirect(s);
    expect(out).not.toBeNull();
    expect(safeRedirect(out)).toBe(out);
    expect(resolvesHere(out!)).toBe(true);
    expect(out!.startsWith("//")).toBe(false);
  }
});

test("next-auth's callbackUrl goes through the same check", async () => {
  const { authOptions } = await import("@/lib/auth/next-auth-options");
  const redirect = authOptions().callbacks!.redirect!;
  const baseUrl = "https://helpful.example";
  const go = (url: string) => redirect({ url, baseUrl });
  expect(await go("/auth/continue?redirect=%2Freferrals")).toBe(`${baseUrl}/auth/continue?redirect=%2Freferrals`);
  expect(await go(`${baseUrl}/app`)).toBe(`${baseUrl}/app`);
  for (const bad of ["/.//evil.com", "//evil.com", "https://evil.com/x", `${baseUrl}.evil.com/x`, `${baseUrl}@evil.com`, `${baseUrl}//evil.com`]) {
    expect(await go(bad)).toBe(`${baseUrl}/`);
  }
});
