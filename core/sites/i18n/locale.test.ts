import { describe, expect, it } from "vitest";
import { parseSiteLocale, siteLocale } from "./locale";
import { navLabel } from "./nav-labels";
import { siteMessageProblems } from "./site-messages";
import { siteText } from "./site-text";

describe("a site's locale: its language and the business's country", () => {
  it("tags the language with the business's country (pt-BR, en-US, en-JP), else the language alone", () => {
    expect(siteLocale("pt", "BR")).toBe("pt-BR");
    expect(siteLocale("pt", "PT")).toBe("pt-PT");
    expect(siteLocale("en", "US")).toBe("en-US");
    expect(siteLocale("en", "GB")).toBe("en-GB");
    expect(siteLocale("en", "JP")).toBe("en-JP");
    // Intl writes the country's clock and amounts: an English site in Osaka or Lyon keeps the 24-hour clock.
    expect(new Intl.DateTimeFormat(siteLocale("en", "JP"), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, 18)))).toBe("18:00");
    expect(siteLocale("ja", null)).toBe("ja");
    expect(siteLocale("es", "xx")).toBe("es");
  });

  it("reads a tag back, refusing languages that are not a site's", () => {
    expect(parseSiteLocale("pt-BR")).toEqual({ language: "pt", country: "BR" });
    expect(parseSiteLocale("ar")).toEqual({ language: "ar", country: null });
    expect(parseSiteLocale("xx-YY")).toBeNull();
    expect(parseSiteLocale(undefined)).toBeNull();
  });
});

describe("a country's own words over its language's file", () => {
  it("gives Brazil its words and Portugal the base file's", () => {
    expect(siteText("pt", "BR").t("nav.contact")).toBe("Contato");
    expect(siteText("pt", "BR").t("form.name")).toBe("Seu nome");
    expect(siteText("pt", "PT").t("nav.contact")).toBe("Contacto");
    expect(siteText("pt", "PT").t("form.name")).toBe("O seu nome");
    expect(siteText("pt").t("form.name")).toBe("O seu nome");
    // A key the overlay does not have is the language's.
    expect(siteText("pt", "BR").t("form.send")).toBe(siteText("pt", "PT").t("form.send"));
    expect(siteText("pt", "BR").locale).toBe("pt-BR");
    expect(navLabel("contact", "pt", "BR")).toBe("Contato");
    expect(navLabel("contact", "pt", "PT")).toBe("Contacto");
    expect(navLabel("contact", "pt")).toBe("Contacto");
  });

  it("names the home page in every language", () => {
    expect(siteText("es").t("nav.home")).toBe("Inicio");
    expect(siteText("fr").t("nav.home")).toBe("Accueil");
    expect(siteText("en").t("nav.home")).toBe("Home");
  });

  it("refuses an overlay with a key English does not have or an argument English does not name", () => {
    expect(siteMessageProblems()).toEqual([]);
    const problems = siteMessageProblems({ "pt-BR": { language: "pt", messages: { "nav.contato": "Contato", "header.call": "Ligar para {numero}" } } });
    expect(problems.join("\n")).toMatch(/pt-BR: .*nav\.contato/);
    const argument = siteMessageProblems({ "pt-BR": { language: "pt", messages: { "header.call": "Ligar para {numero}" } } });
    expect(argument).toEqual(["pt-BR: header.call: names {numero} where English names {phone}"]);
  });
});
