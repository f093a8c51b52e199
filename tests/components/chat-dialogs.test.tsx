import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HideConversationDialog } from "@/components/chat/chat-dialogs";

describe("Hide Conversation dialog", () => {
  it("needs a phrase of at least 3 characters after trimming, then hides with the trimmed phrase", async () => {
    const onHide = jest.fn().mockResolvedValue(undefined);
    render(<HideConversationDialog title="Gift ideas" open onOpenChange={jest.fn()} onHide={onHide} />);
    expect(screen.getByRole("dialog", { name: "Hide Conversation" })).toBeInTheDocument();
    expect(screen.getByText("Minimum 3 characters.")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Hide Conversation" });
    const input = screen.getByLabelText("Secret phrase");
    expect(button).toBeDisabled();
    await userEvent.type(input, "  ab  ");
    expect(button).toBeDisabled();
    await userEvent.type(input, "{Enter}");
    expect(onHide).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, " abc ");
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onHide).toHaveBeenCalledWith("abc");
  });
});
