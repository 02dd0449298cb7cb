import { businessKindByCode, type BusinessKindCode } from "@core/chat/business-kinds";
import type { SiteDocument } from "@core/sites/site-document";
import { TradePicker, type TradeChoice } from "../trade-picker";
import { useT } from "~/lib/i18n";

/** The document's kind as the picker shows it: a kind of the list, or "none of these" for anything else ("OTHER"). */
export function tradeChoiceOf(document: Pick<SiteDocument, "kind">): TradeChoice {
  return businessKindByCode(document.kind) ? (document.kind as BusinessKindCode) : "none";
}

/** The document with the owner's choice of trade: the kind and its family, or "OTHER" (the family stays) for none of these. */
export function withTrade(document: SiteDocument, choice: TradeChoice): SiteDocument {
  if (choice === null) return document;
  const entry = choice === "none" ? null : businessKindByCode(choice);
  return entry ? { ...document, kind: entry.kind, family: entry.family } : { ...document, kind: "OTHER" };
}

/**
 * The kind of business in the editor's Details, with the chat card's picker (docs/decisions/0510-the-owner-confirms-what-may-understood.md):
 * saved with the site like any edit; what search engines read follows at once, the words when May writes the site again.
 */
export function SiteTrade({ document, onChange, disabled = false }: { document: SiteDocument; onChange: (next: SiteDocument) => void; disabled?: boolean }) {
  const { t } = useT();
  return (
    <div className="max-w-md text-sm" data-testid="site-trade">
      <fieldset disabled={disabled} aria-describedby="site-trade-help">
        <TradePicker value={tradeChoiceOf(document)} onChange={(choice) => onChange(withTrade(document, choice))} label={t("editor.trade.label")} />
      </fieldset>
      <p id="site-trade-help" className="mt-1 text-xs text-ink-soft">
        {t("editor.trade.help")}
      </p>
    </div>
  );
}
