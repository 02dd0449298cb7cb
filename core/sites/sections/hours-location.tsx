import { Fragment } from "react";
import { formatHoursRows } from "../opening-hours-format";
import { upgradeHoursRow } from "../opening-hours-rows";
import { Heading, SectionBox, txt } from "./parts";
import { mapLink } from "./service-area";
import type { SectionProps } from "./types";

/**
 * The owner's hours as the site shows them: each row read as data and written in the site's locale; a row that
 * does not parse keeps the owner's wording exactly as typed (docs/decisions/0506-reading-the-owners-facts.md).
 */
function shownHours(rows: readonly { days: string; time: string }[], site: SectionProps<"hours-location">["site"]): { days: string; time: string }[] {
  return rows.map((row) => {
    const parsed = upgradeHoursRow(row);
    return parsed.type === "text" ? row : formatHoursRows([parsed], site.text.language, site.text.locale)[0]!;
  });
}

export function HoursLocationSection({ section: s, site }: SectionProps<"hours-location">) {
  const { text } = site;
  const where = [s.address, s.area].filter(Boolean);
  const note = s.note ? <p className="note">{txt(site, s.id, ["note"], s.note)}</p> : null;
  return (
    <SectionBox id={s.id} type="hours-location">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
        </header>
        <div className="visit-grid">
          {s.hours.length ? (
            <div className="when">
              {/* The template's "Opening hours" only when the section's own heading does not already say it. */}
              {text.t("hours.opening").toLowerCase() === s.heading.trim().toLowerCase() ? null : <h3>{text.t("hours.opening")}</h3>}
              <dl className="hours">
                {shownHours(s.hours, site).map((row, index) => (
                  <div key={index}>
                    <dt>{row.days}</dt>
                    <dd>{row.time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {where.length ? (
            <div className="place">
              <h3>{text.t("hours.where")}</h3>
              <address>
                {where.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </address>
              {s.address ? (
                // The street address the owner gave, as a map search: a plain link, no map script on the page.
                <p className="map-link">
                  <a href={mapLink(s.address)} rel="noopener">
                    {text.t("hours.onMap")}
                  </a>
                </p>
              ) : null}
              {note}
            </div>
          ) : note ? (
            <div className="place">{note}</div>
          ) : null}
        </div>
      </div>
    </SectionBox>
  );
}
