import { useContext } from "react";
import { CmsForm } from "./cms-form";
import { CmsImage } from "./cms-image";
import type { ButtonNode, CmsNode, EmbedNode, VideoNode } from "@core/cms/model";
import { CmsFormStateContext } from "./render-context";
import { useT } from "~/lib/i18n";
import { NewTabHint } from "../marketing-chrome";

const blockClass = (node: CmsNode, extra = "") => ["builder-block", node.id, ...(node.classes ?? []), extra].filter(Boolean).join(" ");

function CmsButton({ node }: { node: ButtonNode }) {
  const variant = node.classes?.find((name) => name.startsWith("btn-")) ?? "btn-brand";
  const className = blockClass({ ...node, classes: node.classes?.filter((name) => !name.startsWith("btn-")) }, `cms-button ${variant}`);
  if (!node.href) {
    return (
      <button type="button" className={className}>
        {node.text}
      </button>
    );
  }
  return (
    <a href={node.href} className={className} {...(node.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {node.text}
      {node.newTab ? <NewTabHint /> : null}
    </a>
  );
}

function CmsVideo({ node }: { node: VideoNode }) {
  const video = (
    <video
      poster={node.poster}
      autoPlay={node.autoPlay}
      controls={node.controls}
      muted={node.muted}
      loop={node.loop}
      playsInline={node.playsInline}
      preload={node.preload}
      aria-label={node.label}
      className={node.aspectRatio ? "absolute inset-0 size-full" : "h-auto w-full"}
      style={{ objectFit: node.fit, objectPosition: node.position }}
    >
      <source src={node.src} type={node.type} />
    </video>
  );
  const children = node.children?.length ? <CmsBlocks nodes={node.children} /> : null;
  return (
    <div className={blockClass(node, "cms-video")} style={node.aspectRatio ? { aspectRatio: `${1 / node.aspectRatio}` } : undefined}>
      {node.href && !children ? (
        <a href={node.href} className="cms-video-link">
          {video}
        </a>
      ) : (
        video
      )}
      {children ? (
        node.href ? (
          <a href={node.href} className="cms-video-children">
            {children}
          </a>
        ) : (
          <div className="cms-video-children">{children}</div>
        )
      ) : null}
    </div>
  );
}

function CmsEmbed({ node }: { node: EmbedNode }) {
  const { t } = useT();
  if (!node.src) {
    return (
      <div className={blockClass(node, "cms-embed-error")} role="alert">
        <svg viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M12 9v4m0 3.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p>{t(node.error === "failed" ? "public.cms.embed.failed" : "public.cms.embed.invalid")}</p>
      </div>
    );
  }
  return (
    <div className={blockClass(node, "cms-embed")} style={{ aspectRatio: `${1 / node.aspectRatio}` }}>
      <iframe
        src={node.src}
        title={node.title}
        loading="lazy"
        // Another site's page: its scripts run in its own origin, never with ours, and it cannot navigate this page.
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        className="absolute inset-0 size-full border-0"
      />
    </div>
  );
}

function SubmitButton({ className, text }: { className: string; text: string }) {
  const { state, disabled } = useContext(CmsFormStateContext);
  return (
    <button type="submit" className={`${className} btn-brand cms-submit`} disabled={disabled || state === "sending"} aria-disabled={disabled || undefined}>
      {state === "sending" ? <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" /> : null}
      {text}
    </button>
  );
}

/** One block, by kind. Server and browser render the same markup from the prepared model. */
export function CmsBlock({ node }: { node: CmsNode }) {
  const { t } = useT();
  switch (node.kind) {
    case "box": {
      const children = <CmsBlocks nodes={node.children} />;
      if (node.href) {
        return (
          <a href={node.href} className={blockClass(node, "cms-box")}>
            {children}
          </a>
        );
      }
      const Tag = node.tag;
      return <Tag className={blockClass(node, "cms-box")}>{children}</Tag>;
    }
    case "section":
      return (
        <section className={blockClass(node, "cms-section")}>
          <div className="cms-section-inner" style={{ maxWidth: node.maxWidth }}>
            <CmsBlocks nodes={node.children} />
          </div>
        </section>
      );
    case "columns":
      return (
        <div className={blockClass(node, "cms-columns")}>
          {node.columns.map((column, index) => {
            const className = `cms-column ${node.id}-c${index}`;
            const children = <CmsBlocks nodes={column.children} />;
            return column.href ? (
              <a key={index} href={column.href} className={className}>
                {children}
              </a>
            ) : (
              <div key={index} className={className}>
                {children}
              </div>
            );
          })}
        </div>
      );
    case "image":
      return <CmsImage node={node} className={blockClass(node)} />;
    case "text":
      return <div className={blockClass(node, "cms-text")} dangerouslySetInnerHTML={{ __html: node.html }} />;
    case "button":
      return <CmsButton node={node} />;
    case "video":
      return <CmsVideo node={node} />;
    case "embed":
      return <CmsEmbed node={node} />;
    case "form":
      return <CmsForm node={node} className={blockClass(node)} />;
    case "input":
      if (node.type === "checkbox") {
        return <input id={node.inputId} name={node.name} type="checkbox" required={node.required} aria-label={node.ariaLabel} className={blockClass(node, "cms-checkbox")} />;
      }
      return (
        <input
          id={node.inputId}
          name={node.name}
          type={node.type}
          placeholder={node.placeholder}
          defaultValue={node.defaultValue}
          required={node.required}
          aria-label={node.ariaLabel}
          autoComplete={node.type === "email" ? "email" : node.name === "name" ? "name" : undefined}
          className={blockClass(node, "cms-input")}
        />
      );
    case "textarea":
      return (
        <textarea
          id={node.inputId}
          name={node.name}
          placeholder={node.placeholder}
          defaultValue={node.defaultValue}
          required={node.required}
          aria-label={node.ariaLabel}
          rows={5}
          className={blockClass(node, "cms-input cms-textarea")}
        />
      );
    case "select":
      return (
        <select id={node.inputId} name={node.name} defaultValue={node.defaultValue ?? ""} required={node.required} aria-label={node.ariaLabel} className={blockClass(node, "cms-input cms-select")}>
          <option value="" disabled={node.required}>
            {t("public.cms.choose")}
          </option>
          {node.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
      );
    case "label":
      return <label htmlFor={node.htmlFor} className={blockClass(node, "cms-label")} dangerouslySetInnerHTML={{ __html: node.html }} />;
    case "submit":
      return <SubmitButton className={blockClass(node)} text={node.text} />;
    default:
      return null;
  }
}

export function CmsBlocks({ nodes }: { nodes: CmsNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <CmsBlock key={node.id} node={node} />
      ))}
    </>
  );
}
