import { act, render, screen } from "@testing-library/react";
import { ThinkingIndicator } from "@/components/chat/thinking-indicator";

describe("ThinkingIndicator", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("rotates the six status lines every 2 seconds and loops", () => {
    render(<ThinkingIndicator />);
    const status = screen.getByRole("status");
    const seen: string[] = [status.textContent ?? ""];
    for (let i = 0; i < 6; i++) {
      act(() => jest.advanceTimersByTime(1999));
      expect(status.textContent).toBe(seen[seen.length - 1]);
      act(() => jest.advanceTimersByTime(1));
      seen.push(status.textContent ?? "");
    }
    expect(seen).toEqual([
      "Thinking...",
      "Researching the best options...",
      "Applying biblical wisdom to the question...",
      "Finding relevant recommendations...",
      "Considering specific needs...",
      "Gathering helpful insights...",
      "Thinking...",
    ]);
  });
});
