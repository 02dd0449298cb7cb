import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** A map search for the owner's words: a plain link to OpenStreetMap, no map script on the page. */
export function mapLink(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** Where the business works: the owner's list of places and a link to see them on a map. */
export function ServiceAreaSection({ section: s, site }: SectionProps<"service-area">) {
  return (
    <SectionBox id={s.id} type="service-area">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
        </header>
        {s.areas.length ? (
          <ul className="areas">
            {s.areas.map((area, index) => (
              <li key={index}>{txt(site, s.id, ["areas", index], area)}</li>
            ))}
          </ul>
        ) : null}
        {s.mapQuery ? (
          <p className="map-link">
            <a className="btn btn-ghost" href={mapLink(s.mapQuery)} rel="noopener">
              {site.text.t("area.onMap", { place: s.mapQuery })}
            </a>
          </p>
        ) : null}
      </div>
    </SectionBox>
  );
}
