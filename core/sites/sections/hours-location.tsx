import { Fragment } from "react";
import { localDays, localTime } from "../i18n/local-format";
import { Heading, SectionBox, txt } from "./parts";
import { mapLink } from "./service-area";
import type { SectionProps } from "./types";

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
              <h3>{text.t("hours.opening")}</h3>
              <dl className="hours">
                {s.hours.map((row, index) => (
                  <div key={index}>
                    <dt>{localDays(row.days, text)}</dt>
                    <dd>{localTime(row.time, text)}</dd>
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
