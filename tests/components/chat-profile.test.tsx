import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatHome } from "@/components/chat/chat-home";
import { Toaster } from "@/components/ui/toast";
import { fakeResponse, renderWithSite } from "../helpers/site";
import type { PublicUser } from "@/lib/auth/public-user";

// The chat's account features: the accounts area's dialogs, fed by and feeding the shared user store.
// This file gets its own module registry, so the store starts empty here (as on a fresh page load).

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));


type Call = { method: string; path: string; body: unknown };

// The server: one user record the API reads and writes; GET /api/auth/user can be held back.
function fakeServer(initial: PublicUser, opts: { holdUser?: Promise<void> } = {}) {
  const server = { user: { ...initial }, calls: [] as Call[] };
  const conv = { id: "c1", conversationId: "c1", title: "Gift ideas", updatedAt: "2026-11-20T10:00:00Z" };
  const msg = { id: "m1", conversationId: "c1", role: "user", content: "A gift for my aunt?", createdAt: "2026-11-20T10:00:00Z" };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    server.calls.push({ method, path, body });
    let status = 200;
    let json: unknown = { error: { code: "not_found", message: "Not found" } };
    if (path === "/api/auth/user") {
      if (opts.holdUser) await opts.holdUser;
      json = server.user;
    } else if (path === "/api/auth/profile" && method === "PUT") {
      const b = body as { firstName: string; lastName: string };
      server.user = { ...server.user, firstName: b.firstName, lastName: b.lastName || null };
      json = { success: true, user: server.user };
    } else if (path === "/api/upload/profile-image" && method === "POST") {
      server.user = { ...server.user, profileImageUrl: "/api/avatars/new-picture" };
      json = { success: true, profileImageUrl: server.user.profileImageUrl };
    } else if (path === "/api/conversations") json = [conv];
    else if (path === "/api/conversations/c1/messages") json = [msg];
    else if (path === "/api/auth/session-status") json = { isAuthenticated: true, timeUntilExpiryMs: 20 * 86400000, needsRefresh: false };
    else status = 404;
    const text = JSON.stringify(json);
    return fakeResponse(status, text);
  }) as typeof fetch;
  return server;
}

const ruth: PublicUser = { id: "u1", email: "ruth@example.com", firstName: "Ruth", lastName: "Boaz", profileImageUrl: "/api/avatars/a1", role: "user" };

function renderHome(initialUser: PublicUser) {
  return renderWithSite(
    <>
      <ChatHome initialUser={initialUser} hasCampaignAccess={false} initialQuestion={null} />
      <Toaster />
    </>,
  );
}

// { hidden: true }: while a dialog is open the page behind it is aria-hidden.
const footer = () => screen.getAllByRole("button", { name: /Click to edit profile/, hidden: true })[0]!.parentElement!;

beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test("the server's user (with picture) shows before the store answers; Edit Profile and the picture update the sidebar and bubbles at once", async () => {
  let release!: () => void;
  const server = fakeServer(ruth, { holdUser: new Promise<void>((r) => (release = r)) });
  renderHome(ruth);

  // First paint: name and picture from the page, while GET /api/auth/user is still pending.
  expect(within(footer()).getByText("Ruth Boaz")).toBeInTheDocument();
  expect(footer().querySelector("img")).toHaveAttribute("src", "/api/avatars/a1");
  release();
  expect(await screen.findByText("A gift for my aunt?")).toBeInTheDocument();

  // Edit Profile: a blank first name is refused with the spec's toast and nothing is sent.
  await userEvent.click(within(footer()).getByRole("button", { name: /Click to edit profile/ }));
  let dialog = await screen.findByRole("dialog", { name: "Edit Profile" });
  await userEvent.clear(within(dialog).getByLabelText("First Name"));
  await userEvent.type(within(dialog).getByLabelText("First Name"), "   ");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await screen.findByText("First name required")).toBeInTheDocument();
  expect(server.calls.some((c) => c.method === "PUT")).toBe(false);

  await userEvent.clear(within(dialog).getByLabelText("First Name"));
  await userEvent.type(within(dialog).getByLabelText("First Name"), "  Naomi ");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Profile updated")).toBeInTheDocument();
  expect(server.calls.find((c) => c.method === "PUT")?.body).toEqual({ firstName: "Naomi", lastName: "Boaz" });
  await waitFor(() => expect(within(footer()).getByText("Naomi Boaz")).toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Profile" })).toBeNull());

  // Update Profile Picture from the footer's avatar: a non-image or a file over 5 MB is refused with a message, a picture is uploaded.
  await userEvent.click(within(footer()).getByRole("button", { name: "Update Profile Picture" }));
  dialog = await screen.findByRole("dialog", { name: "Update Profile Picture" });
  expect(dialog).toHaveTextContent("Recommended: Square image, max 5MB");
  const input = within(dialog).getByLabelText("Choose a profile picture");
  await userEvent.upload(input, new File(["hello"], "notes.txt", { type: "text/plain" }), { applyAccept: false });
  expect(server.calls.some((c) => c.path === "/api/upload/profile-image")).toBe(false);
  // Issue 14 item 14: the rejection is said in the dialog, not only logged.
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Please choose an image up to 5 MB");
  const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
  await userEvent.upload(input, tooBig);
  expect(server.calls.some((c) => c.path === "/api/upload/profile-image")).toBe(false);
  expect(within(dialog).getByRole("alert")).toHaveTextContent("Please choose an image up to 5 MB");
  await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" }));
  await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
  await waitFor(() => expect(footer().querySelector("img")).toHaveAttribute("src", "/api/avatars/new-picture"));
  // The user's bubble shows the new picture too.
  const bubble = screen.getByText("A gift for my aunt?").parentElement!;
  expect(bubble.querySelector("img")).toHaveAttribute("src", "/api/avatars/new-picture");
});
