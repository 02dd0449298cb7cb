/**
 * May's own screens format their messages with this small ICU MessageFormat reader instead of shipping
 * `intl-messageformat`'s parser to every browser (docs/decisions/0900-may-speaks-the-owners-language.md).
 * It reads the part of ICU the message files use: `{name}`, `{n, number}`, `{d, date, short|medium|long|full}`,
 * `{d, time, short}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`, `{n, selectordinal, …}`,
 * `{x, select, a {…} other {…}}`, quoting with `'`, and tags `<link>…</link>` whose content a caller wraps.
 * Every message file is checked against `intl-messageformat` itself in the tests, so both read a message alike.
 */
import { dateTimeFormat, numberFormat, pluralRules } from "./intl-formats";

export type MessageValue = string | number | Date;

type Node =
  | { kind: "text"; value: string }
  | { kind: "argument"; name: string; style?: "number" | "date" | "time"; option?: string }
  | { kind: "pound" }
  | { kind: "choice"; name: string; type: "plural" | "selectordinal" | "select"; options: Map<string, Node[]> }
  | { kind: "tag"; name: string; children: Node[] };

export class MessageSyntaxError extends Error {}

/** Reads a message into nodes; throws MessageSyntaxError on anything this reader does not know. */
export function parseMessage(source: string): Node[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new MessageSyntaxError(`${why} at ${at} in "${source}"`);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const word = (): string => {
    skipSpace();
    const match = /^[^\s{},#<>'=]+|^=\d+/.exec(source.slice(at));
    if (!match) fail("a name was expected");
    at += match![0].length;
    return match![0];
  };
  // `closable`: inside a choice's case, where `}` ends the case; `pound`: inside a plural's case (also through a select nested in it), where `#` is the number.
  const nodes = (closable: boolean, pound: boolean, closingTag?: string): Node[] => {
    const out: Node[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push({ kind: "text", value: text });
      text = "";
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === "'") {
        // '' is a quote; '{…}' quotes syntax characters, as ICU does.
        if (source[at + 1] === "'") {
          text += "'";
          at += 2;
        } else if (/[{}#<]/.test(source[at + 1] ?? "")) {
          const end = source.indexOf("'", at + 1);
          text += source.slice(at + 1, end === -1 ? source.length : end);
          at = end === -1 ? source.length : end + 1;
        } else {
          text += "'";
          at++;
        }
      } else if (char === "{") {
        flush();
        at++;
        out.push(argument(pound));
      } else if (char === "}") {
        if (!closable) fail("an unmatched }");
        break;
      } else if (char === "#" && pound) {
        flush();
        out.push({ kind: "pound" });
        at++;
      } else if (char === "<" && /^<\/?[A-Za-z][\w-]*>/.test(source.slice(at))) {
        flush();
        if (source[at + 1] === "/") {
          const name = /^<\/([A-Za-z][\w-]*)>/.exec(source.slice(at))![1]!;
          if (name !== closingTag) fail(`a closing </${name}> without its opening`);
          at += name.length + 3;
          return out;
        }
        const name = /^<([A-Za-z][\w-]*)>/.exec(source.slice(at))![1]!;
        at += name.length + 2;
        out.push({ kind: "tag", name, children: nodes(closable, pound, name) });
      } else {
        text += char;
        at++;
      }
    }
    if (closingTag) fail(`<${closingTag}> is not closed`);
    flush();
    return out;
  };
  const argument = (pound: boolean): Node => {
    const name = word();
    skipSpace();
    if (source[at] === "}") {
      at++;
      return { kind: "argument", name };
    }
    if (source[at] !== ",") fail("a , or } was expected");
    at++;
    const type = word();
    skipSpace();
    if (type === "number" || type === "date" || type === "time") {
      let option: string | undefined;
      if (source[at] === ",") {
        at++;
        option = word();
        skipSpace();
      }
      if (source[at] !== "}") fail("a } was expected");
      at++;
      return { kind: "argument", name, style: type, option };
    }
    if (type !== "plural" && type !== "selectordinal" && type !== "select") fail(`the type "${type}" is not read here`);
    if (source[at] !== ",") fail("a , was expected");
    at++;
    const options = new Map<string, Node[]>();
    for (;;) {
      skipSpace();
      if (source[at] === "}") {
        at++;
        break;
      }
      const key = word();
      skipSpace();
      if (source[at] !== "{") fail("a { was expected");
      at++;
      options.set(key, nodes(true, type === "select" ? pound : true));
      if (source[at] !== "}") fail("a } was expected");
      at++;
    }
    if (!options.has("other")) fail(`${type} without an "other" case`);
    return { kind: "choice", name, type: type as "plural" | "selectordinal" | "select", options };
  };
  const result = nodes(false, false);
  if (at < source.length) fail("text after the end");
  return result;
}

const parsed = new Map<string, Node[]>();
function compiled(source: string): Node[] {
  let nodes = parsed.get(source);
  if (!nodes) parsed.set(source, (nodes = parseMessage(source)));
  return nodes;
}

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: "short" },
  medium: { dateStyle: "medium" },
  long: { dateStyle: "long" },
  full: { dateStyle: "full" },
};

/** Formats a message into parts: strings, and whatever the callers' tag functions return. */
export function formatMessageParts<T>(
  source: string,
  locale: string,
  values: Readonly<Record<string, MessageValue | T | ((children: (string | T)[]) => T)>> = {},
  options: { timeZone?: string } = {},
): (string | T)[] {
  const out: (string | T)[] = [];
  const push = (part: string | T) => {
    if (typeof part === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] = (out[out.length - 1] as string) + part;
    else out.push(part);
  };
  const number = (value: unknown) => (typeof value === "number" ? value : Number(value));
  const walk = (nodes: Node[], pound: number | undefined, into: (part: string | T) => void) => {
    for (const node of nodes) {
      if (node.kind === "text") into(node.value);
      else if (node.kind === "pound") into(pound === undefined ? "#" : numberFormat(locale).format(pound));
      else if (node.kind === "argument") {
        const value = values[node.name];
        if (value === undefined) into(`{${node.name}}`);
        else if (node.style === "number") into(numberFormat(locale, node.option === "percent" ? { style: "percent" } : node.option === "integer" ? { maximumFractionDigits: 0 } : {}).format(number(value)));
        else if (node.style === "date" || node.style === "time") {
          const date = value instanceof Date ? value : new Date(value as string | number);
          const style = node.style === "date" ? (DATE_STYLES[node.option ?? "medium"] ?? DATE_STYLES.medium) : { timeStyle: (node.option === "medium" ? "medium" : "short") as "short" | "medium" };
          into(dateTimeFormat(locale, { ...style, ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(date));
        } else if (typeof value === "number") into(numberFormat(locale).format(value));
        else if (typeof value === "string") into(value);
        else if (value instanceof Date) into(dateTimeFormat(locale).format(value));
        else into(value as T);
      } else if (node.kind === "choice") {
        const value = values[node.name];
        let branch: Node[] | undefined;
        if (node.type === "select") branch = node.options.get(String(value)) ?? node.options.get("other");
        else {
          const count = number(value);
          branch = node.options.get(`=${count}`) ?? node.options.get(pluralRules(locale, { type: node.type === "plural" ? "cardinal" : "ordinal" }).select(count)) ?? node.options.get("other");
        }
        walk(branch!, node.type === "select" ? pound : number(value), into);
      } else {
        const wrap = values[node.name];
        const children: (string | T)[] = [];
        walk(node.children, pound, (part) => {
          if (typeof part === "string" && typeof children[children.length - 1] === "string") children[children.length - 1] = (children[children.length - 1] as string) + part;
          else children.push(part);
        });
        if (typeof wrap === "function") into((wrap as (children: (string | T)[]) => T)(children));
        else for (const child of children) into(child);
      }
    }
  };
  walk(compiled(source), undefined, push);
  return out;
}

/** Formats a message as plain text (tags keep only their content). */
export function formatMessage(source: string, locale: string, values: Readonly<Record<string, MessageValue>> = {}, options: { timeZone?: string } = {}): string {
  return formatMessageParts<string>(source, locale, values, options).join("");
}

/** The names a message's arguments and tags use, sorted ("{count}", "<link>"), for the check that every language names the same ones. */
export function messageNames(source: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === "argument") names.add(`{${node.name}}`);
      else if (node.kind === "choice") {
        names.add(`{${node.name}}`);
        for (const branch of node.options.values()) walk(branch);
      } else if (node.kind === "tag") {
        names.add(`<${node.name}>`);
        walk(node.children);
      }
    }
  };
  walk(parseMessage(source));
  return [...names].sort();
}

/** The plural categories a message's plural arguments cover, per argument, for the check that each language covers its own. */
export function pluralCases(source: string): { name: string; type: "plural" | "selectordinal"; cases: string[] }[] {
  const found: { name: string; type: "plural" | "selectordinal"; cases: string[] }[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === "choice") {
        if (node.type !== "select") found.push({ name: node.name, type: node.type, cases: [...node.options.keys()] });
        for (const branch of node.options.values()) walk(branch);
      } else if (node.kind === "tag") walk(node.children);
    }
  };
  walk(parseMessage(source));
  return found;
}

/**
 * The pseudo-locale's version of an English message: letters accented and the text about 40% longer, the
 * arguments, tags and plural syntax left whole, so development shows what was missed (plain English) and what
 * overflows (docs/decisions/0900-may-speaks-the-owners-language.md).
 */
export function pseudoMessage(source: string): string {
  const ACCENTS: Record<string, string> = { a: "á", e: "é", i: "ï", o: "ô", u: "ū", c: "ç", n: "ñ", y: "ý", A: "Å", E: "É", I: "Î", O: "Ø", U: "Û", C: "Ç", N: "Ñ", Y: "Ý", s: "š", z: "ž" };
  const text = (value: string) => {
    const accented = [...value].map((char) => ACCENTS[char] ?? char).join("");
    const letters = value.replace(/[^\p{L}]/gu, "").length;
    return letters ? `${accented}${"~".repeat(Math.ceil(letters * 0.4))}` : accented;
  };
  const quote = (value: string) => value.replace(/'/g, "''").replace(/[{}#<]/g, (char) => `'${char}'`);
  const write = (nodes: Node[]): string =>
    nodes
      .map((node) => {
        if (node.kind === "text") return quote(text(node.value));
        if (node.kind === "pound") return "#";
        if (node.kind === "argument") return `{${node.name}${node.style ? `, ${node.style}${node.option ? `, ${node.option}` : ""}` : ""}}`;
        if (node.kind === "tag") return `<${node.name}>${write(node.children)}</${node.name}>`;
        return `{${node.name}, ${node.type}, ${[...node.options].map(([key, branch]) => `${key} {${write(branch)}}`).join(" ")}}`;
      })
      .join("");
  return `[${write(parseMessage(source))}]`;
}
