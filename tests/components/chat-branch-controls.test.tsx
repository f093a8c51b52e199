import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MessageBubble, type BubbleMessage } from "@/components/chat/message-bubble";
import { renderWithSite as render } from "../helpers/site";

const question = (over: Partial<BubbleMessage> = {}): BubbleMessage => ({
  id: "q2", conversationId: "c1", role: "user", content: "Under $300?", parentId: "a1",
  branch: { index: 1, count: 3, siblingIds: ["q1", "q2", "q3"] }, ...over,
});

describe("MessageBubble branches", () => {
  it("shows 2 / 3 under an edited question and asks for the neighbour's id", async () => {
    const onShowBranch = jest.fn();
    render(<MessageBubble message={question()} user={null} onShowBranch={onShowBranch} />);
    const group = screen.getByRole("group", { name: "Versions: 2 of 3" });
    expect(group).toHaveTextContent("2 / 3");
    await userEvent.click(screen.getByRole("button", { name: "Previous version of this question" }));
    await userEvent.click(screen.getByRole("button", { name: "Next version of this question" }));
    expect(onShowBranch.mock.calls).toEqual([["q1"], ["q3"]]);
  });

  it("disables the arrow past either end, and shows no arrows for a message without siblings", () => {
    const { unmount } = render(<MessageBubble message={question({ branch: { index: 0, count: 2, siblingIds: ["q2", "q9"] } })} user={null} onShowBranch={jest.fn()} />);
    expect(screen.getByRole("button", { name: "Previous version of this question" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next version of this question" })).toBeEnabled();
    unmount();
    render(<MessageBubble message={question({ branch: { index: 0, count: 1, siblingIds: ["q2"] } })} user={null} onShowBranch={jest.fn()} />);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("labels an answer's takes and switches between them", async () => {
    const onShowBranch = jest.fn();
    const answer: BubbleMessage = { id: "a2", conversationId: "c1", role: "assistant", content: "Take two", parentId: "q1", branch: { index: 1, count: 2, siblingIds: ["a1", "a2"] } };
    render(<MessageBubble message={answer} user={null} onShowBranch={onShowBranch} />);
    await userEvent.click(screen.getByRole("button", { name: "Previous answer" }));
    expect(onShowBranch).toHaveBeenCalledWith("a1");
  });

  it("edits in place: Enter re-asks with the trimmed new words, unchanged text cannot be sent, Escape cancels", async () => {
    const onEdit = jest.fn();
    render(<MessageBubble message={question()} user={null} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit message" }));
    const box = screen.getByRole("textbox", { name: "Edit your message" });
    expect(box).toHaveValue("Under $300?");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await userEvent.type(box, "{Escape}");
    expect(screen.queryByRole("textbox", { name: "Edit your message" })).toBeNull();
    expect(screen.getByText("Under $300?")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Edit message" }));
    const again = screen.getByRole("textbox", { name: "Edit your message" });
    await userEvent.clear(again);
    await userEvent.type(again, "  Under $200?  {Enter}");
    expect(onEdit).toHaveBeenCalledWith("Under $200?");
    expect(screen.queryByRole("textbox", { name: "Edit your message" })).toBeNull();
  });

  it("offers no edit while an answer runs (no onEdit)", () => {
    render(<MessageBubble message={question()} user={null} />);
    expect(screen.queryByRole("button", { name: "Edit message" })).toBeNull();
  });
});
