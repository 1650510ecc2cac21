import { describe, expect, it } from "vitest";
import { addressKey, forwardedClient } from "./forwarded-for.ts";

describe("forwardedClient", () => {
  it("takes the entry as many hops from the right as there are proxies", () => {
    const header = "6.6.6.6, 203.0.113.7, 10.0.0.2";
    expect(forwardedClient(header, 1)).toBe("10.0.0.2");
    expect(forwardedClient(header, 2)).toBe("203.0.113.7");
    expect(forwardedClient(header, 3)).toBe("6.6.6.6");
  });
  it("never trusts what the client wrote itself", () => {
    // The client sent 'X-Forwarded-For: 1.2.3.4'; our one proxy appended the real address.
    expect(forwardedClient("1.2.3.4, 198.51.100.9", 1)).toBe("198.51.100.9");
  });
  it("uses the leftmost entry when there are fewer entries than proxies", () => {
    expect(forwardedClient("198.51.100.9", 2)).toBe("198.51.100.9");
  });
  it("ignores the header with no proxies, empty headers and entries that are not addresses", () => {
    expect(forwardedClient("198.51.100.9", 0)).toBeUndefined();
    expect(forwardedClient(" , ", 1)).toBeUndefined();
    expect(forwardedClient("1.2.3.4, unknown", 1)).toBeUndefined();
  });
  it("strips ports and brackets", () => {
    expect(forwardedClient("203.0.113.7:5123", 1)).toBe("203.0.113.7");
    expect(forwardedClient("[2001:db8::1]:443", 1)).toBe("2001:db8::1");
  });
});

describe("addressKey", () => {
  it("keeps IPv4 and unwraps IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("counts IPv6 by /64", () => {
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
  it("leaves anything else as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
