import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JoinDialog } from "@/components/beta/join-dialog";
import { SiteProvider } from "@/components/site-context";
import { Toaster } from "@/components/ui/toast";

const site = { name: "Helpful Hand", tagline: "An AI Thinking Partner", supportEmail: "s@example.com", social: [], affiliateDomains: [], compensationStatement: "" };

// The network is the boundary here: fetch answers like POST /api/signup would (its behaviour is
// covered against the real route in tests/integration/beta-access.test.ts).
function answer(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function setup(onOpenChange = jest.fn()) {
  render(
    <SiteProvider value={site}>
      <JoinDialog open onOpenChange={onOpenChange} source="test_source" />
      <Toaster />
    </SiteProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

test("email mode requires an email; phone mode requires a phone (spec toasts)", async () => {
  const fetchMock = answer(200, {});
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Email Required")).toBeInTheDocument();
  expect(screen.getByText("Please enter your email address.")).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Phone" }));
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Phone Required")).toBeInTheDocument();
  expect(screen.getByText("Please enter your phone number.")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("sends only the chosen contact with interests and source; typing in one clears the other", async () => {
  const fetchMock = answer(200, { success: true, aweberAdded: true });
  const { user, onOpenChange } = setup();
  await user.click(screen.getByRole("radio", { name: "Phone" }));
  await user.type(screen.getByLabelText("Phone"), "555 123 4567");
  await user.click(screen.getByRole("radio", { name: "Email" }));
  await user.type(screen.getByLabelText("Email"), "joy@example.com");
  await user.click(screen.getByRole("radio", { name: "Phone" }));
  expect(screen.getByLabelText("Phone")).toHaveValue(""); // typing the email cleared the phone
  await user.click(screen.getByRole("radio", { name: "Email" }));
  expect(screen.getByLabelText("Email")).toHaveValue("joy@example.com");
  await user.click(screen.getByRole("button", { name: "Personal Growth" }));
  await user.click(screen.getByRole("button", { name: "Education" }));
  await user.click(screen.getByRole("button", { name: "Education" }));
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Welcome to Helpful Hand!")).toBeInTheDocument();
  expect(screen.getByText("You've been added to our thinking community!")).toBeInTheDocument();
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/signup");
  expect(JSON.parse(init.body)).toEqual({ email: "joy@example.com", interests: ["Personal Growth"], source: "test_source" });
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test("success without AWeber and failures use the spec's texts", async () => {
  answer(200, { success: true, aweberAdded: false });
  const { user } = setup();
  await user.type(screen.getByLabelText("Email"), "sam@example.com");
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Thanks for joining! We'll be in touch soon.")).toBeInTheDocument();

  answer(429, { error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." } });
  await user.type(screen.getByLabelText("Email"), "sam@example.com");
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Signup Failed")).toBeInTheDocument();
  expect(screen.getByText("Too many requests. Please wait a moment and try again.")).toBeInTheDocument();

  answer(500, null);
  await user.click(screen.getByRole("button", { name: "Join" }));
  expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
});
