import { describe, expect, it } from "vitest";
import { BUSINESS_KINDS } from "@core/chat/business-kinds";
import { SITE_TEMPLATES } from "@core/sites/themes";
import { SITE_LANGUAGES } from "@core/sites/languages";
import { directionOf } from "@core/sites/language-direction";
import { writeBuiltInSite } from "@server/generation/built-in/write-site";
import { renderSite } from "@server/render/render-site";
import { htmlProblems } from "./validator";
import { type SiteLogo } from "@core/sites/logo";
import { LOGO_ICONS, LOGO_LAYOUTS } from "@core/sites/logo-marks";

/** Every fourth site has no logo; the others cycle through the layouts and icons. */
const logoFor = (index: number): SiteLogo | undefined =>
  index % 4 === 0 ? undefined : { kind: "generated", layout: LOGO_LAYOUTS[index % LOGO_LAYOUTS.length]!, color: (["primary", "accent", "text"] as const)[index % 3]!, icon: LOGO_ICONS[index % LOGO_ICONS.length]! };
const BRAND = { iconSvg: "/_brand/golden-crumb/icon-0a1b2c3d.svg", iconPng: "/_brand/golden-crumb/icon-32-0a1b2c3d.png", iconPngLarge: "/_brand/golden-crumb/icon-192-0a1b2c3d.png", appleTouchIcon: "/_brand/golden-crumb/apple-touch-icon-0a1b2c3d.png", shareImage: "https://example.com/_brand/golden-crumb/share-card-0a1b2c3d.png" };

const LOCATIONS = ["Lisbon", "Austin, Texas", "", "Leeds", "São Paulo", "Kyoto"];

describe.each(SITE_TEMPLATES)("the %s template", (template) => {
  it("renders every business kind as a valid, self-contained page", { timeout: 60_000 }, async () => {
    const problems: string[] = [];
    for (const [index, entry] of BUSINESS_KINDS.entries()) {
      // Every language in turn (docs/decisions/0831-template-words-as-icu-message-files.md): its words must make a valid page too.
      const language = SITE_LANGUAGES[index % SITE_LANGUAGES.length]!;
      const document = { ...writeBuiltInSite({ name: `${entry.name} & Co`, business: entry.name, kind: entry.kind, family: entry.family, location: LOCATIONS[index % LOCATIONS.length]!, template, seed: index }), logo: logoFor(index), language };
      // Half published (a working form, icons and a share card), half preview (the form disabled with a note).
      const html = renderSite(document, index % 2 === 0 ? { formAction: "/api/v1/sites/golden-crumb/messages", canonicalUrl: "https://example.com/s/golden-crumb", brand: BRAND } : {});
      for (const problem of await htmlProblems(html)) problems.push(`${entry.kind}: ${problem}`);

      // The tag carries the business's country where the language is everyday there ("pt-PT" in Lisbon, decision 0520).
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}(-[A-Z]{2})?" dir="${directionOf(language)}">`));
      // No scripts, no external requests: styles inline, images are our own data: URIs, fonts from our own path.
      expect(html).not.toMatch(/<script|<link rel="stylesheet"|@import|url\(http|src="http|<iframe/i);
      expect(html).toMatch(/<link rel="preload" href="\/_fonts\/[a-z0-9.-]+\/[a-z0-9-]+\.woff2" as="font"/);
      expect(html.match(/<style>/g)).toHaveLength(1);
      // Without the owner's photos nothing is pictured: no illustration pretends to be the business (docs/decisions/0890-a-designed-look-without-photos.md).
      expect(html.match(/<img [^>]*>/g) ?? []).toEqual([]);
      // One h1, landmarks, a labelled form.
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html).toMatch(/<header class="site-header">[\s\S]*<main id="main">[\s\S]*<\/main><footer/);
      expect(html).toContain('<label for="cf-email">');
    }
    expect(problems).toEqual([]);
  });
});
