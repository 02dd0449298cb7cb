import { Heading, SectionBox, txt } from "./parts";
import type { SectionProps } from "./types";

/** The owner's plans: a name, a price with its period, and what each includes. */
export function PricingSection({ section: s, site }: SectionProps<"pricing">) {
  return (
    <SectionBox id={s.id} type="pricing">
      <div className="wrap">
        <header className="s-head">
          <Heading level={2}>{txt(site, s.id, ["heading"], s.heading)}</Heading>
          {s.intro ? <p className="intro">{txt(site, s.id, ["intro"], s.intro)}</p> : null}
        </header>
        <ul className={`items plans n${s.plans.length}`}>
          {s.plans.map((plan, index) => (
            <li key={index} className="item plan">
              <h3>{txt(site, s.id, ["plans", index, "name"], plan.name)}</h3>
              {plan.price ? (
                <p className="plan-price">
                  <strong>{txt(site, s.id, ["plans", index, "price"], plan.price)}</strong>
                  {plan.period ? <span className="period"> {txt(site, s.id, ["plans", index, "period"], plan.period)}</span> : null}
                </p>
              ) : null}
              {plan.features.length ? (
                <ul className="features">
                  {plan.features.map((feature, f) => (
                    <li key={f}>{txt(site, s.id, ["plans", index, "features", f], feature)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </SectionBox>
  );
}
