import { isIP } from "node:net";

/**
 * The client's address from X-Forwarded-For behind `proxies` trusted proxies:
 * each proxy appends the address it received the request from, so the client
 * is the entry `proxies` hops from the right. Entries further left were written
 * by the client itself and are never trusted. Undefined when the header has no
 * usable entry at that position.
 */
export function forwardedClient(header: string | undefined, proxies: number): string | undefined {
  if (!header || proxies < 1) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const entry = entries[Math.max(0, entries.length - proxies)]!;
  const address = stripPort(entry);
  return isIP(address) ? address : undefined;
}

/** '203.0.113.7:5123' → '203.0.113.7'; '[2001:db8::1]:443' → '2001:db8::1'. */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? v4[1]! : entry;
}

/**
 * The address as counted by sign-in limits: IPv4 as is (also when written as
 * ::ffff:a.b.c.d), IPv6 by its /64 network, since one subscriber usually holds
 * a whole /64 and could otherwise step through it.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.at(-1)?.includes(".")) right.splice(-1, 1, "0", "0"); // embedded IPv4 in the low 32 bits
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}
