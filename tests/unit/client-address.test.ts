import { clientIp, PEER_ADDRESS_HEADER, PEER_ADDRESS_MARKER } from "@/lib/http/client-info";

// The client address every per-address limit uses (issue 10, item 3): with TRUST_PROXY_HOPS=0 the
// TCP peer (forwarding headers are the client's own words), with N the Nth X-Forwarded-For entry
// from the right (the one the outermost trusted proxy appended).
const req = (headers: Record<string, string>) => new Request("http://localhost:3000/api/x", { headers });
const marker = globalThis as unknown as Record<symbol, unknown>;

afterEach(() => { delete marker[PEER_ADDRESS_MARKER]; });

describe("TRUST_PROXY_HOPS=0: the TCP peer", () => {
  beforeEach(() => { marker[PEER_ADDRESS_MARKER] = true; });

  test("a client-sent X-Forwarded-For or X-Real-IP is ignored", () => {
    const r = req({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8", [PEER_ADDRESS_HEADER]: "198.51.100.7" });
    expect(clientIp(r, { hops: 0 })).toBe("198.51.100.7");
  });

  test("an IPv4-mapped IPv6 peer reads as plain IPv4", () => {
    expect(clientIp(req({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }), { hops: 0 })).toBe("127.0.0.1");
  });

  test("without a peer address the caller is 'unknown', never a header value", () => {
    expect(clientIp(req({ "x-forwarded-for": "1.2.3.4" }), { hops: 0 })).toBe("unknown");
  });
});

test("the peer header is not believed in a process that was not started with its preload", () => {
  // scripts/peer-address.mjs marks the process; without it a client could have sent the header.
  expect(clientIp(req({ [PEER_ADDRESS_HEADER]: "9.9.9.9", "x-forwarded-for": "1.2.3.4" }), { hops: 0 })).toBe("unknown");
});

describe("TRUST_PROXY_HOPS=N: the Nth X-Forwarded-For entry from the right", () => {
  test("one proxy: the entry it appended, not the client's first entry", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }), { hops: 1 })).toBe("203.0.113.9");
  });

  test("two proxies: the second entry from the right", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" }), { hops: 2 })).toBe("203.0.113.9");
  });

  test("fewer entries than hops (the chain was bypassed): the TCP peer", () => {
    marker[PEER_ADDRESS_MARKER] = true;
    expect(clientIp(req({ "x-forwarded-for": "203.0.113.9", [PEER_ADDRESS_HEADER]: "10.1.1.1" }), { hops: 2 })).toBe("10.1.1.1");
  });

  test("a garbage entry is not an address: the TCP peer", () => {
    expect(clientIp(req({ "x-forwarded-for": "not-an-ip" }), { hops: 1 })).toBe("unknown");
  });

  test("X-Real-IP is never read", () => {
    expect(clientIp(req({ "x-real-ip": "5.6.7.8" }), { hops: 1 })).toBe("unknown");
  });
});

test("next-auth's header record (the credentials sign-in) reads the address the same way", async () => {
  const { clientIpFromHeaders } = await import("@/lib/http/client-info");
  marker[PEER_ADDRESS_MARKER] = true;
  // The unit environment leaves TRUST_PROXY_HOPS at its default 0: the peer, not the client's header.
  expect(clientIpFromHeaders({ "x-forwarded-for": "1.2.3.4", [PEER_ADDRESS_HEADER]: "198.51.100.8" })).toBe("198.51.100.8");
});
