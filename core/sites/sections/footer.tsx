import { Fragment } from "react";
import { localYear } from "../i18n/local-format";
import { safeSiteHref } from "../links";
import { txt } from "./parts";
import type { Section, SiteContext } from "./types";

/** The page's footer: the name, the tagline, the footer's links and the copyright line. */
export function SiteFooter({ section: s, site, year }: { section: Section<"footer"> | undefined; site: SiteContext; year: number }) {
  const { name, location } = site.document;
  const { text } = site;
  // The name and place may be in another script than the page (a Latin name on an Arabic page): each is isolated.
  const values = { year: localYear(year, text), name: <bdi>{name}</bdi>, place: <bdi>{location}</bdi> };
  const copyright = text.parts(location ? "footer.copyrightWithPlace" : "footer.copyright", values);
  return (
    <footer className="site-footer">
      <div className="wrap foot-grid">
        <div>
          <p className="brand">{name}</p>
          {s?.tagline ? <p className="tagline">{txt(site, s.id, ["tagline"], s.tagline)}</p> : null}
        </div>
        {s?.links.length ? (
          <nav aria-label={text.t("footer.label")}>
            <ul>
              {s.links.map((link, index) => (
                <li key={index}>
                  <a href={safeSiteHref(link.href)}>{txt(site, s.id, ["links", index, "label"], link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="wrap fine">
        <p>
          {copyright.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </p>
        <p>{text.t("footer.madeWith")}</p>
      </div>
    </footer>
  );
}
