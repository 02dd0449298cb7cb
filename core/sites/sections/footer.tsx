import { safeHref } from "../links";
import { txt } from "./parts";
import type { Section, SiteContext } from "./types";

/** The page's footer: the name, the tagline, the footer's links and the copyright line. */
export function SiteFooter({ section: s, site, year }: { section: Section<"footer"> | undefined; site: SiteContext; year: number }) {
  const { name, location } = site.document;
  return (
    <footer className="site-footer">
      <div className="wrap foot-grid">
        <div>
          <p className="brand">{name}</p>
          {s?.tagline ? <p className="tagline">{txt(site, s.id, ["tagline"], s.tagline)}</p> : null}
        </div>
        {s?.links.length ? (
          <nav aria-label="Footer">
            <ul>
              {s.links.map((link, index) => (
                <li key={index}>
                  <a href={safeHref(link.href)}>{txt(site, s.id, ["links", index, "label"], link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="wrap fine">
        <p>{`© ${year} ${name}${location ? ` · ${location}` : ""}`}</p>
        <p>Made with May</p>
      </div>
    </footer>
  );
}
