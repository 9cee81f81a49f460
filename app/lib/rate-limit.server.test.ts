import { describe, expect, it } from "vitest";
import { addressKey, clientKey } from "./rate-limit.server";

describe("addressKey", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 client it is", () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("keeps IPv4 addresses, and anything it cannot read, as given", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("2001:db8:::1")).toBe("2001:db8:::1");
    expect(addressKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });

  it("is what clientKey answers for cf-connecting-ip", () => {
    const request = new Request("http://x/", { headers: { "cf-connecting-ip": "2001:db8:aa:bb:1:2:3:4" } });
    expect(clientKey(request)).toBe("2001:db8:aa:bb::/64");
    expect(clientKey(new Request("http://x/"))).toBe("local");
  });
});
