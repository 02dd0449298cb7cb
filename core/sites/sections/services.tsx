import { localPrice } from "../i18n/local-format";
import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

export function ServicesSection({ section: s, site }: SectionProps<"services">) {
  const priced = s.items.some((item) => item.price);
  return (
    <SectionBox id={s.id} type="services" extra={priced ? " priced" : ""}>
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
        </header>
        <ul className={`items n${s.items.length}`}>
          {s.items.map((item, index) => (
            <li key={index} className="item">
              <div className="item-head">
                <h3>{txt(site, s.id, ["items", index, "title"], item.title)}</h3>
                {item.price ? <p className="price">{localPrice(item.price, site.text)}</p> : null}
              </div>
              <p className="item-text">{txt(site, s.id, ["items", index, "description"], item.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
