import { render, screen } from "@testing-library/react";
import { Markdown } from "@/components/chat/markdown";

describe("Markdown (assistant answers)", () => {
  it("opens http links in a new tab with noopener noreferrer", () => {
    render(<Markdown content="Try [this camera](https://www.amazon.com/dp/B0?tag=helpfulhand-20)." />);
    const link = screen.getByRole("link", { name: "this camera" });
    expect(link).toHaveAttribute("href", "https://www.amazon.com/dp/B0?tag=helpfulhand-20");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each([
    ["javascript", "[click me](javascript:alert(1))"],
    ["data", "[click me](data:text/html;base64,PHNjcmlwdD4=)"],
    ["vbscript", "[click me](vbscript:msgbox)"],
  ])("removes a %s: link but keeps its text", (_scheme, md) => {
    const { container } = render(<Markdown content={md} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("click me");
  });

  it.each([
    ["mailto:help@example.com", "mail us"],
    ["xmpp:someone@example.com", "chat"],
    ["irc://irc.example.com/room", "irc"],
  ])("keeps allowed scheme %s", (href, text) => {
    render(<Markdown content={`[${text}](${href})`} />);
    expect(screen.getByRole("link", { name: text })).toHaveAttribute("href", href);
  });

  it("autolinks www addresses, http addresses and email addresses", () => {
    render(<Markdown content={"Visit www.example.com or https://example.org/page, or write to help@example.com."} />);
    expect(screen.getByRole("link", { name: "www.example.com" })).toHaveAttribute("href", "http://www.example.com");
    expect(screen.getByRole("link", { name: "https://example.org/page" })).toHaveAttribute("href", "https://example.org/page");
    expect(screen.getByRole("link", { name: "help@example.com" })).toHaveAttribute("href", "mailto:help@example.com");
    for (const a of screen.getAllByRole("link")) expect(a).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders no raw HTML from the model", () => {
    const { container } = render(<Markdown content={'<img src=x onerror="alert(1)"><script>alert(1)</script> **bold**'} />);
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
  });

  it("renders GFM tables and lists", () => {
    const { container } = render(<Markdown content={"| Camera | Price |\n|---|---|\n| A7 IV | $2,498 |\n\n- one\n- two"} />);
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "A7 IV" })).toBeInTheDocument();
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });
});
