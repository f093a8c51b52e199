import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Composer } from "@/components/chat/composer";

describe("Composer", () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => info.mockRestore());

  it("sends the trimmed text on Enter and clears the box", async () => {
    const onSend = jest.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "  best hiking boots  {Enter}");
    expect(onSend).toHaveBeenCalledWith("best hiking boots");
    expect(box).toHaveValue("");
  });

  it("adds a new line on Shift+Enter instead of sending", async () => {
    const onSend = jest.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("line one\nline two");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(onSend).toHaveBeenCalledWith("line one\nline two");
  });

  it("ignores blank messages: Enter does nothing and the send button is disabled", async () => {
    const onSend = jest.fn();
    render(<Composer onSend={onSend} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });

  it("does not send while busy, and keeps the text", () => {
    const onSend = jest.fn();
    render(<Composer onSend={onSend} busy />);
    const box = screen.getByRole("textbox", { name: "Message" });
    fireEvent.change(box, { target: { value: "hello" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue("hello");
  });

  it("shows Stop instead of Send while an answer streams", async () => {
    const onStop = jest.fn();
    render(<Composer onSend={jest.fn()} onStop={onStop} streaming />);
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Stop generating" }));
    expect(onStop).toHaveBeenCalled();
  });

  it("hides the voice button when the browser has no speech recognition, and says so in the log", () => {
    render(<Composer onSend={jest.fn()} />);
    expect(screen.queryByRole("button", { name: /voice input/i })).toBeNull();
    expect(info).toHaveBeenCalledWith("Voice input not supported in this browser");
  });
});
