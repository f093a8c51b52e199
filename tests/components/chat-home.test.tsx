import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatHome } from "@/components/chat/chat-home";
import { setAuthUser } from "@/hooks/use-auth";
import { fakeResponse, renderWithSite } from "../helpers/site";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));


type Call = { method: string; path: string; body: unknown };
type Reply = { status?: number; json?: unknown; text?: string };

// The browser's side of the API: records each call and answers from the test's table.
function fakeApi(handler: (c: Call) => Reply | undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? "GET", path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const r = handler(call) ?? { status: 404, json: { error: { code: "not_found", message: "Not found" } } };
    const text = r.text ?? (r.json === undefined ? "" : JSON.stringify(r.json));
    const status = r.status ?? 200;
    return fakeResponse(status, text);
  }) as typeof fetch;
  return calls;
}

const conv = (id: string, title: string) => ({ id, conversationId: id, title, isHidden: false, createdAt: "2026-11-20T10:00:00Z", updatedAt: "2026-11-20T10:00:00Z" });
const msg = (id: string, role: "user" | "assistant", content: string) => ({ id, conversationId: "c1", role, content, status: "complete", createdAt: "2026-11-20T10:00:00Z" });
const user = { id: "u1", email: "ruth@example.com", firstName: "Ruth", lastName: "Boaz", profileImageUrl: null, role: "user" as const };

function renderHome(props: Partial<React.ComponentProps<typeof ChatHome>> = {}) {
  return renderWithSite(<ChatHome initialUser={null} hasCampaignAccess initialQuestion={null} {...props} />);
}

beforeEach(() => {
  // The shared user store lives for the whole file; each test says who is signed in.
  setAuthUser(null);
  window.localStorage.clear();
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("ChatHome", () => {
  it("a message typed with no conversation creates one, then posts it; the answer appears", async () => {
    let list: ReturnType<typeof conv>[] = [];
    const calls = fakeApi(({ method, path, body }) => {
      if (method === "GET" && path === "/api/conversations") return { json: list };
      if (method === "POST" && path === "/api/conversations") {
        list = [conv("c1", (body as { title: string }).title)];
        return { status: 201, json: list[0] };
      }
      if (method === "POST" && path === "/api/conversations/c1/messages") {
        return { json: { userMessage: msg("m1", "user", "best trail shoes?"), aiMessage: msg("m2", "assistant", "Try **these**."), hiddenConversations: [], shouldPromptSignup: false, newConversationId: null } };
      }
      if (method === "GET" && path === "/api/conversations/c1/messages") return { json: [msg("m1", "user", "best trail shoes?"), msg("m2", "assistant", "Try **these**.")] };
    });
    renderHome();
    expect(await screen.findByRole("heading", { name: "Welcome to Helpful Hand!" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "  best trail shoes?  {Enter}");
    expect(await screen.findByText("these")).toBeInTheDocument();
    expect(screen.getByText("best trail shoes?")).toBeInTheDocument();
    const writes = calls.filter((c) => c.method === "POST");
    expect(writes).toEqual([
      { method: "POST", path: "/api/conversations", body: { title: "New Conversation" } },
      { method: "POST", path: "/api/conversations/c1/messages", body: { content: "best trail shoes?", role: "user" } },
    ]);
    expect(window.localStorage.getItem("pendingMessage")).toBeNull();
  });

  it("a failed create shows the spec's alert and keeps the typed message as pendingMessage", async () => {
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [] };
      if (method === "POST" && path === "/api/conversations") {
        return { status: 401, json: { error: { code: "unauthorized", message: "Authentication required for conversation creation" } } };
      }
    });
    renderHome();
    await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "hello{Enter}");
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent(
      "Failed to create conversation: 401: Authentication required for conversation creation. Please try refreshing the page.",
    );
    expect(window.localStorage.getItem("pendingMessage")).toBe("hello");
  });

  it("selects the newest conversation on load and shows its messages", async () => {
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [conv("c1", "Camera for travel"), conv("c2", "Older one")] };
      if (path === "/api/conversations/c1/messages") return { json: [msg("m1", "user", "Which camera for travel?")] };
    });
    renderHome();
    expect(await screen.findByText("Which camera for travel?")).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Conversations" })[0]!;
    expect(within(nav).getByRole("button", { name: /^Camera for travel/ })).toHaveAttribute("aria-current", "true");
  });

  it("gives a signed-in user with no conversations a new one automatically", async () => {
    const calls = fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [] };
      if (method === "POST" && path === "/api/conversations") return { status: 201, json: conv("c9", "New Conversation") };
      if (path === "/api/auth/user") return { json: user };
    });
    setAuthUser(user);
    renderHome({ initialUser: user, hasCampaignAccess: false });
    expect(await screen.findByRole("button", { name: "I'm planning something" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/conversations")).toHaveLength(1);
    expect(screen.getAllByText("Ruth Boaz")[0]).toBeInTheDocument();
    expect(screen.getAllByText("Click to edit profile")[0]).toBeInTheDocument();
  });

  it("a failed delete shows the spec's alert and keeps the conversation", async () => {
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [conv("c1", "Gift ideas")] };
      if (path === "/api/conversations/c1/messages") return { json: [] };
      if (method === "DELETE") return { status: 500, text: "" };
    });
    renderHome();
    const nav = (await screen.findAllByRole("navigation", { name: "Conversations" }))[0]!;
    await userEvent.click(await within(nav).findByRole("button", { name: "Delete conversation: Gift ideas" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Conversation" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("Failed to delete conversation. Please check your connection and try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(nav).getByRole("button", { name: /^Gift ideas/ })).toBeInTheDocument();
  });

  it("offers the signup nudge to an anonymous visitor about 2 s after an answer that asks for it", async () => {
    let saved: ReturnType<typeof msg>[] = [];
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [conv("c1", "Gift ideas")] };
      if (method === "GET" && path === "/api/conversations/c1/messages") return { json: saved };
      if (method === "POST") {
        saved = [msg("m1", "user", "hi"), msg("m2", "assistant", "Hello!")];
        return { json: { userMessage: saved[0], aiMessage: saved[1], hiddenConversations: [], shouldPromptSignup: true } };
      }
    });
    renderHome();
    await screen.findByRole("button", { name: "I'm planning something" });
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "hi{Enter}");
    await screen.findByText("Hello!");
    expect(screen.queryByRole("dialog", { name: "Enjoying Helpful Hand?" })).toBeNull();
    const nudge = await screen.findByRole("dialog", { name: "Enjoying Helpful Hand?" }, { timeout: 3000 });
    expect(within(nudge).getByRole("link", { name: "Sign In Instead" })).toHaveAttribute("href", "/api/login");
    await userEvent.click(within(nudge).getByRole("button", { name: "Maybe Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Enjoying Helpful Hand?" })).toBeNull());
  });

  it("over the daily quota, says so under the conversation with a link to join the beta", async () => {
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [conv("c1", "Gift ideas")] };
      if (method === "GET" && path === "/api/conversations/c1/messages") return { json: [] };
      if (method === "POST") return { status: 429, json: { error: { code: "quota_exceeded", message: "You've reached today's free questions. Join the beta for more." } } };
    });
    renderHome();
    await screen.findByRole("button", { name: "I'm planning something" });
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "one more{Enter}");
    const notice = (await screen.findAllByRole("alert")).find((a) => a.textContent?.includes("today's free questions"))!;
    expect(within(notice).getByRole("link", { name: "Join the beta" })).toHaveAttribute("href", "/#join");
    // The list is re-read: the question the server did not keep disappears from it, and its words
    // go back into the message box, so nothing typed is lost.
    await waitFor(() => expect(screen.queryByText("one more", { ignore: "script, style, textarea" })).toBeNull());
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("one more");
  });

  it("past the daily answer budget, says so and puts the question back in the box; other failures do not", async () => {
    let status = 429;
    fakeApi(({ method, path }) => {
      if (method === "GET" && path === "/api/conversations") return { json: [conv("c1", "Gift ideas")] };
      if (method === "GET" && path === "/api/conversations/c1/messages") return { json: status === 429 ? [] : [msg("m1", "user", "kept question")] };
      if (method === "POST" && status === 429) return { status, json: { error: { code: "rate_limited", message: "You've reached today's limit of 200 answers. Your conversations are all saved; answers resume in about 5 hours." } } };
      if (method === "POST") return { status, json: { error: { code: "upstream_failed", message: "The assistant could not answer just now. Your message is saved; please try again." } } };
    });
    renderHome({ initialUser: user });
    await screen.findByRole("button", { name: "I'm planning something" });
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "which stroller?{Enter}");
    // waitFor: the toast's code loads with the first toast (components/ui/toast.tsx), after other alerts.
    const notice = await waitFor(() => {
      const found = screen.getAllByRole("alert").find((a) => a.textContent?.includes("today's limit of 200 answers"));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(within(notice).queryByRole("link", { name: "Join the beta" })).toBeNull(); // a beta user is not invited to join
    await waitFor(() => expect(box).toHaveValue("which stroller?"));

    // A failure after the question was saved leaves the box empty (the question is in the conversation).
    status = 502;
    await userEvent.clear(box);
    await userEvent.type(box, "kept question{Enter}");
    await screen.findByText("kept question", { ignore: "script, style, textarea" });
    expect(box).toHaveValue("");
  });
});
