import { createSseParser, readSseStream, type SseEvent } from "@/lib/chat-ui/sse";

function parseAll(chunks: string[]): SseEvent[] {
  const out: SseEvent[] = [];
  const p = createSseParser((e) => out.push(e));
  chunks.forEach((c) => p.push(c));
  p.end();
  return out;
}

describe("SSE parser", () => {
  const stream = 'event: user\ndata: {"id":"u1"}\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"aiMessage":{"content":"Hello"}}\n\n';

  it("yields each event with its name and data", () => {
    expect(parseAll([stream])).toEqual([
      { event: "user", data: '{"id":"u1"}' },
      { event: "delta", data: '{"text":"Hel"}' },
      { event: "delta", data: '{"text":"lo"}' },
      { event: "done", data: '{"aiMessage":{"content":"Hello"}}' },
    ]);
  });

  it("gives the same events however the stream is split, even one character at a time", () => {
    expect(parseAll(stream.split(""))).toEqual(parseAll([stream]));
    expect(parseAll([stream.slice(0, 17), stream.slice(17, 50), stream.slice(50)])).toEqual(parseAll([stream]));
  });

  it("accepts CRLF and CR line endings, including a CRLF split across chunks", () => {
    const crlf = stream.replace(/\n/g, "\r\n");
    expect(parseAll([crlf])).toEqual(parseAll([stream]));
    expect(parseAll(crlf.split(""))).toEqual(parseAll([stream]));
    expect(parseAll([stream.replace(/\n/g, "\r")])).toEqual(parseAll([stream]));
  });

  it("joins multi-line data, ignores comments, defaults the event name to message", () => {
    expect(parseAll([": keep-alive\n\ndata: a\ndata: b\n\n"])).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("keeps only the first space after the colon and remembers the last id", () => {
    expect(parseAll(["id: 7\nevent:delta\ndata:  two spaces\n\n"])).toEqual([{ event: "delta", data: " two spaces", id: "7" }]);
  });

  it("delivers a final event that lacks its blank line when the stream ends", () => {
    expect(parseAll(['event: done\ndata: {"ok":true}'])).toEqual([{ event: "done", data: '{"ok":true}' }]);
  });

  it("reads a byte stream, decoding UTF-8 characters split between chunks", async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Psalm 119:105 — a lamp ✨"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 3) c.enqueue(bytes.slice(i, i + 3));
        c.close();
      },
    });
    const out: SseEvent[] = [];
    await readSseStream(body, (e) => out.push(e));
    expect(out).toEqual([{ event: "delta", data: '{"text":"Psalm 119:105 — a lamp ✨"}' }]);
  });
});
