import { normalizeEmailForReferrals as n } from "@/lib/beta/email-identity";
import { referralRefusal } from "@/lib/beta/queue-position";

test("one inbox, many spellings: case, plus-tags, Gmail dots and googlemail.com", () => {
  expect(n(" Bob.Smith+Beta@GoogleMail.com ")).toBe("bobsmith@gmail.com");
  expect(n("b.o.b.smith@gmail.com")).toBe("bobsmith@gmail.com");
  expect(n("Ann.Lee+x@Example.org")).toBe("ann.lee@example.org"); // dots matter outside Gmail
  expect(n("+only@example.org")).toBe("+only@example.org"); // a local part that is all tag stays
});

test("a referral refusal names its reason", () => {
  const party = (email: string, visitorId: string | null = null, signupIp: string | null = null) => ({ email, visitorId, signupIp });
  expect(referralRefusal(party("bob.smith@gmail.com"), party("BobSmith+2@googlemail.com"))).toBe("same_person");
  expect(referralRefusal(party("a@example.org", "v1"), party("b@example.org", "v1"))).toBe("same_browser");
  expect(referralRefusal(party("a@example.org", null, "192.0.2.1"), party("b@example.org", null, "192.0.2.1"))).toBe("same_address");
  expect(referralRefusal(party("a@example.org", "v1", "192.0.2.1"), party("b@example.org", "v2", "192.0.2.2"))).toBeNull();
});
