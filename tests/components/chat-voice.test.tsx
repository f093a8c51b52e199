import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Composer } from "@/components/chat/composer";
import { MIC_DENIED_MESSAGE, VOICE_ERROR_MESSAGE, VoiceButton } from "@/components/chat/voice-button";

// A stand-in for the browser's speech engine: records its settings and lets the test speak.
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = "";
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  started = false;
  onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.started = false;
    this.onend?.();
  }
}

const w = window as unknown as { webkitSpeechRecognition?: unknown };

describe("voice input", () => {
  beforeEach(() => {
    w.webkitSpeechRecognition = FakeRecognition;
  });
  afterEach(() => {
    delete w.webkitSpeechRecognition;
    FakeRecognition.last = null;
  });

  it("listens once in en-US without interim results and puts what was said in the box", async () => {
    render(<Composer onSend={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Start voice input" }));
    const r = FakeRecognition.last!;
    expect(r).toMatchObject({ lang: "en-US", continuous: false, interimResults: false, started: true });
    expect(screen.getByRole("button", { name: "Stop voice input" })).toHaveAttribute("aria-pressed", "true");
    act(() => r.onresult?.({ results: [[{ transcript: "best budget drone" }]] }));
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("best budget drone");
    expect(screen.getByRole("button", { name: "Start voice input" })).toHaveAttribute("aria-pressed", "false");
  });

  it("says microphone access was denied on not-allowed, and a generic error otherwise", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const onError = jest.fn();
    render(<VoiceButton onResult={jest.fn()} onError={onError} />);
    await userEvent.click(screen.getByRole("button", { name: "Start voice input" }));
    act(() => FakeRecognition.last!.onerror?.({ error: "not-allowed" }));
    expect(onError).toHaveBeenLastCalledWith(MIC_DENIED_MESSAGE);
    expect(screen.getByRole("button", { name: "Start voice input" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start voice input" }));
    act(() => FakeRecognition.last!.onerror?.({ error: "network" }));
    expect(onError).toHaveBeenLastCalledWith(VOICE_ERROR_MESSAGE);
    warn.mockRestore();
  });

  it("pressing again while listening stops it", async () => {
    render(<VoiceButton onResult={jest.fn()} onError={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Start voice input" }));
    await userEvent.click(screen.getByRole("button", { name: "Stop voice input" }));
    expect(FakeRecognition.last!.started).toBe(false);
    expect(screen.getByRole("button", { name: "Start voice input" })).toBeInTheDocument();
  });
});
