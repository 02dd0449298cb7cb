import { describe, expect, it } from "vitest";
import { americanWording, americanWordingAround, inRegionWording, regionFor } from "./region";
import type { SiteSection } from "@core/sites/site-document";

describe("the region a location puts a business in", () => {
  it("reads US states, their codes after a comma, ZIP codes and well-known cities as the US", () => {
    for (const location of ["Austin, TX", "Brooklyn, NY", "Columbus, Ohio", "Portland, OR", "Denver", "Albany, NY 12207", "Springfield, IL", "United States"]) {
      expect(regionFor(location), location).toBe("US");
    }
  });

  it("follows the country the location resolves to, in any language, before the lists", () => {
    for (const location of ["denver, co", "Chicago, IL", "Austin TX", "Nueva York, Estados Unidos"]) expect(regionFor(location), location).toBe("US");
    for (const location of ["Leeds", "bristol", "Fitzroy, Melbourne", "Lisboa", "Ciudad de México"]) expect(regionFor(location), location).toBe("other");
  });

  it("leaves everywhere else, and places whose state code only looks American, with British wording", () => {
    for (const location of ["Leeds", "Perth, WA", "Dublin, Ireland", "Toronto, ON", "Sydney, NSW", "Reykjavík", "", "Bath"]) {
      expect(regionFor(location), location).toBe("other");
    }
  });
});

describe("American wording", () => {
  it("respells and rewords the British copy, keeping the case of the first letter", () => {
    expect(americanWording("Our favourite colours. Organised, fortnightly, dust sheets down.")).toBe("Our favorite colors. Organized, every two weeks, drop cloths down.");
    expect(americanWording("Favourites from the centre")).toBe("Favorites from the center");
    expect(americanWording("Cosy rooms, and a room to practise in.")).toBe("Cozy rooms, and a room to practice in.");
    expect(americanWording("Enrol now: one-to-one maths, enrolment open, for every mum and dad.")).toBe("Enroll now: one-on-one math, enrollment open, for every mom and dad.");
    expect(americanWording("Now enrolling; enrolled students; One-to-one sessions")).toBe("Now enrolling; enrolled students; One-on-one sessions");
    expect(americanWording("Leaks fixed. Boilers sorted. Boiler service: a yearly check to keep your boiler running well.")).toBe("Leaks fixed. Water heaters sorted. Water heater service: a yearly check to keep your water heater running well.");
  });

  it("never rewords the owner's facts in a section: quotes, names and prices stay as given", () => {
    const section = {
      id: "reviews",
      writer: "built-in",
      type: "testimonials",
      heading: "Our favourite words",
      items: [{ quote: "My favourite colour of cake.", name: "Favour Grey", detail: "Organised by Google" }],
    } as SiteSection;
    const american = inRegionWording(section, "US") as Extract<SiteSection, { type: "testimonials" }>;
    expect(american.heading).toBe("Our favorite words");
    expect(american.items[0]).toEqual({ quote: "My favourite colour of cake.", name: "Favour Grey", detail: "Organised by Google" });
    expect(inRegionWording(section, "other")).toBe(section);
  });

  it("keeps the owner's own words inside the writer's text as they wrote them", () => {
    expect(americanWordingAround("Boiler service and colour advice, with favourite tools", ["Boiler service", "colour advice"])).toBe("Boiler service and colour advice, with favorite tools");
    expect(americanWordingAround("Book a Centre Tour (1+ hour)", ["centre tour (1+ hour)"])).toBe("Book a Centre Tour (1+ hour)");
    const section = { id: "s", type: "services", heading: "Our favourite jobs", intro: "", items: [{ title: "Boiler service", description: "Any colour of radiator", price: "" }] } as unknown as SiteSection;
    const american = inRegionWording(section, "US", ["Boiler service", "Any colour of radiator"]) as unknown as { heading: string; items: { title: string; description: string }[] };
    expect(american.heading).toBe("Our favorite jobs");
    expect(american.items[0]).toMatchObject({ title: "Boiler service", description: "Any colour of radiator" });
  });
});

