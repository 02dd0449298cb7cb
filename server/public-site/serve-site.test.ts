import { describe, expect, it } from "vitest";
import type { Settings } from "@server/platform";
import { slugFromHost } from "./serve-site";

const withDomain = (SITES_DOMAIN: string) => ({ SITES_DOMAIN }) as Settings;

describe("a site's subdomain under SITES_DOMAIN", () => {
  it("reads the slug from a normalised host, whatever the setting's spelling", () => {
    for (const setting of ["sites.example.com", "Sites.Example.COM", " sites.example.com. ", ".sites.example.com"]) {
      expect(slugFromHost(withDomain(setting), "rise-crumb.sites.example.com"), setting).toBe("rise-crumb");
    }
    expect(slugFromHost(withDomain("sites.example.com"), "sites.example.com")).toBeNull();
    expect(slugFromHost(withDomain("sites.example.com"), "a.b.sites.example.com")).toBeNull();
    expect(slugFromHost(withDomain(""), "rise-crumb.sites.example.com")).toBeNull();
  });
});
