import { avatarInitials } from "@/components/profile/user-avatar";
import { conversationPollMs, displayName, linksToAffiliate, shouldNudgeSignup, titleFromMessage } from "@/lib/chat-ui/rules";
import { ApiRequestError, ensureOk, errorMessage } from "@/lib/client/api";

const domains = ["amazon.com", "bhphotovideo.com"];

describe("chat display rules", () => {
  it("avatar: initials of first and last name, else the email's first letter, else U", () => {
    expect(avatarInitials({ firstName: "ruth", lastName: "boaz", email: "r@example.com" })).toBe("RB");
    expect(avatarInitials({ firstName: "Ruth", lastName: null, email: "ruth@example.com" })).toBe("R");
    expect(avatarInitials({ firstName: null, lastName: null, email: "zed@example.com" })).toBe("Z");
    expect(avatarInitials({ firstName: " ", lastName: "", email: "" })).toBe("U");
    expect(avatarInitials(null)).toBe("U");
  });

  it("display name: full name, else email, else User", () => {
    expect(displayName({ firstName: "Ruth", lastName: "Boaz", email: "r@example.com" })).toBe("Ruth Boaz");
    expect(displayName({ firstName: null, lastName: null, email: "r@example.com" })).toBe("r@example.com");
    expect(displayName(null)).toBe("User");
  });

  it("spots links to the affiliate retailers and their subdomains only", () => {
    expect(linksToAffiliate("See [this](https://www.amazon.com/dp/B0?tag=x)", domains)).toBe(true);
    expect(linksToAffiliate("https://bhphotovideo.com/c/product/1", domains)).toBe(true);
    expect(linksToAffiliate("https://notamazon.com/x and amazon.com in prose", domains)).toBe(false);
    expect(linksToAffiliate("https://amazon.com.evil.example/x", domains)).toBe(false);
  });

  it("nudges only anonymous visitors, and only when the server asks", () => {
    expect(shouldNudgeSignup({ shouldPromptSignup: true, signedIn: false })).toBe(true);
    expect(shouldNudgeSignup({ shouldPromptSignup: true, signedIn: true })).toBe(false);
    expect(shouldNudgeSignup({ shouldPromptSignup: false, signedIn: false })).toBe(false);
  });

  it("polls every 30 s for users and 60 s for campaign visitors", () => {
    expect(conversationPollMs(true)).toBe(30_000);
    expect(conversationPollMs(false)).toBe(60_000);
  });

  it("titles a conversation from its first message: one line, at most 60 characters", () => {
    expect(titleFromMessage("  best\nrunning shoes  ")).toBe("best running shoes");
    expect(titleFromMessage("x".repeat(80))).toHaveLength(60);
    expect(titleFromMessage("   ")).toBe("New Conversation");
  });
});

describe("API error text (spec §8)", () => {
  it("is '{status}: {body}', or the status text when the body is empty", async () => {
    await expect(ensureOk(new Response("boom", { status: 500, statusText: "Internal Server Error" }))).rejects.toThrow("500: boom");
    await expect(ensureOk(new Response("", { status: 404, statusText: "Not Found" }))).rejects.toThrow("404: Not Found");
  });

  it("keeps the server's code and message from the API's error shape", async () => {
    const body = JSON.stringify({ error: { code: "quota_exceeded", message: "Join the beta for more" } });
    const err = await ensureOk(new Response(body, { status: 429 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).code).toBe("quota_exceeded");
    expect(errorMessage(err)).toBe("429: Join the beta for more");
  });
});
