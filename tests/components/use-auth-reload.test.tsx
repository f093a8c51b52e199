import { act, renderHook } from "@testing-library/react";
import { reloadUser, useAuth } from "@/hooks/use-auth";

const ruth = { id: "u1", email: "ruth@example.com", firstName: "Ruth", lastName: null, profileImageUrl: null, role: "user" as const };

function answer(status: number, body?: unknown) {
  // jsdom has no Response: a minimal one with what the hook reads.
  const res = { ok: status >= 200 && status < 300, status, json: async () => body };
  global.fetch = jest.fn(async () => res) as unknown as typeof fetch;
}

afterEach(() => jest.restoreAllMocks());

test("a 401 means no user, but a failing server keeps the user already known", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  answer(200, ruth);
  const { result } = renderHook(() => useAuth()); // loads the user on mount
  await act(() => reloadUser());
  expect(result.current.user?.email).toBe("ruth@example.com");

  answer(503, { error: { code: "unavailable", message: "down" } });
  await act(() => reloadUser());
  expect(result.current.user?.email).toBe("ruth@example.com");

  global.fetch = jest.fn(async () => { throw new TypeError("network"); }) as typeof fetch;
  await act(() => reloadUser());
  expect(result.current.user?.email).toBe("ruth@example.com");

  answer(401, { error: { code: "unauthorized", message: "Sign in required" } });
  await act(() => reloadUser());
  expect(result.current.user).toBeNull();
});
