import { screen, within } from "@testing-library/react";
import { MessageBubble } from "@/components/chat/message-bubble";
import { MessageBubble as CampaignBubble } from "@/components/campaign/chat-bubbles";
import { safetyReply } from "@/lib/safety";
import { renderWithSite } from "../helpers/site";

const dv = safetyReply({ kind: "domestic_violence", severity: "emergency", matched: "dv.threat", about: "self" }, { brandName: "Helpful Hand" });

test("/app: the help card sits above the answer, outside the markdown, with tappable call and text links", () => {
  renderWithSite(
    <MessageBubble user={null} message={{ id: "a1", conversationId: "c1", role: "assistant", content: dv.text, helpCard: dv.helpCard }} />,
  );
  const card = screen.getByRole("region", { name: dv.helpCard.title });
  const call = within(card).getByRole("link", { name: /Call 1-800-799-7233, National Domestic Violence Hotline/ });
  expect(call).toHaveAttribute("href", "tel:18007997233");
  expect(within(card).getByRole("link", { name: /Text START to 88788/ })).toHaveAttribute("href", "sms:88788?&body=START");
  expect(within(card).getByRole("link", { name: /Call 911/ })).toHaveAttribute("href", "tel:911");
  // Before the answer text in reading order, and not inside the markdown's prose container.
  const answer = screen.getByText(/is not your fault, and you deserve to be safe/);
  expect(card.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(card.closest(".prose")).toBeNull();
});

test("the campaign chat shows the same card", () => {
  const s = safetyReply({ kind: "suicide", severity: "urgent", matched: "suicide.want_die", about: "self" }, { brandName: "Helpful Hand" });
  renderWithSite(<ul><CampaignBubble person={null} message={{ id: "a2", role: "assistant", content: s.text, helpCard: s.helpCard }} /></ul>);
  const card = screen.getByRole("region", { name: s.helpCard.title });
  expect(within(card).getByRole("link", { name: /Call 988/ })).toHaveAttribute("href", "tel:988");
  expect(within(card).getByRole("link", { name: /Text 988/ })).toHaveAttribute("href", "sms:988");
  const chat = within(card).getByRole("link", { name: /Chat online/ });
  expect(chat).toHaveAttribute("href", "https://988lifeline.org/chat");
  expect(chat).toHaveAttribute("rel", "noopener noreferrer");
});

test("no card without help card data, and unsafe hrefs never become links", () => {
  const { unmount } = renderWithSite(<MessageBubble user={null} message={{ id: "a3", conversationId: "c1", role: "assistant", content: "Hi" }} />);
  expect(screen.queryByRole("region")).toBeNull();
  unmount();
  const bad = { kind: "suicide" as const, title: "Help", resources: [{ name: "X", detail: "d", actions: [{ label: "Bad", href: "javascript:alert(1)" }, { label: "Call 988", href: "tel:988" }] }] };
  renderWithSite(<MessageBubble user={null} message={{ id: "a4", conversationId: "c1", role: "assistant", content: "Hi", helpCard: bad }} />);
  expect(screen.queryByRole("link", { name: /Bad/ })).toBeNull();
  expect(screen.getByRole("link", { name: /Call 988/ })).toHaveAttribute("href", "tel:988");
});
