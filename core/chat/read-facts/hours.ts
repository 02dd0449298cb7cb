import type { SiteLanguage } from "../../sites/languages";
import { timeRangeSchema, type OpeningHoursRow, type TimeRange } from "../../sites/opening-hours";
import { clockText, dayRange, sortDays, WEEKDAYS, type Weekday } from "../../sites/opening-hours-rows";
import type { UnderstoodFact } from "../understanding";
import { anyOf, findPhrases, pattern, type Answer, type Range } from "./lexicon";
import type { Lexicon } from "./lexicon-schema";

type HoursFact = Extract<UnderstoodFact, { kind: "hours" }>;

/**
 * Opening hours in an answer, in any site language (docs/decisions/0506-reading-the-owners-facts.md): "Mo–Fr 8–18
 * Uhr", "9:00〜18:00、水曜定休", "closed Sundays", "24/7", "by appointment", "من 10 صباحًا إلى 10 مساءً", full-width and
 * Arabic-Indic digits. Each sentence is cut into parts, all words from the language's list
 * (content/understanding/<language>.json): days ("Mon–Fri", "L-V", "平日"), time ranges ("9am–5pm", "de 10 a 14 h"),
 * closed, 24 hours, by appointment, a label ("Opening hours:") and a suffix (営業). Parts next to each other (only
 * spaces, punctuation or small words between) make one statement; in it days take the times, "closed" or "24 hours"
 * beside them, and times without days are every day but the days closed in the same statement. A row's span runs
 * from its first part to its last, with the label before it or the suffix after it.
 *
 * Times: "10–6" is 10:00–18:00 (an owner who opens at ten closes at six in the evening); a close before the open
 * that is not that runs past midnight ("18:00–02:00"); am/pm on one side only is read for both when that makes
 * sense ("4:00 - 11:00 م" is 16:00–23:00).
 */

type Part =
  | { type: "days"; days: Weekday[]; range: Range }
  | { type: "times"; ranges: TimeRange[]; strong: boolean; range: Range }
  | { type: "closed"; range: Range }
  | { type: "except"; range: Range }
  | { type: "allDay"; allWeek: boolean; range: Range }
  | { type: "appointment"; range: Range }
  | { type: "label"; range: Range }
  | { type: "suffix"; range: Range };

interface Compiled {
  dayWords: Map<string, readonly Weekday[]>;
  /** A day word or a connector, to read a days part's days. */
  dayTokens: string;
  /** One clock time with its am/pm, or noon or midnight, to read a times part's clocks. */
  clockTokens: string;
  /** A suffix that marks a time ("Uhr", "h", 時). */
  suffixed: string;
  days: string;
  dayWord: string;
  times: string;
  time: string;
  closed: string;
  except: string;
  allDay: string;
  allWeek: string;
  appointment: string;
  label: string;
  suffix: string;
  gap: string;
  am: Set<string>;
  pm: Set<string>;
  noon: Set<string>;
  midnight: Set<string>;
}

const cache = new Map<SiteLanguage, Compiled>();

function compile(lexicon: Lexicon, language: SiteLanguage): Compiled {
  const cached = cache.get(language);
  if (cached) return cached;
  const words = lexicon.hours;
  const dayWords = new Map<string, readonly Weekday[]>();
  for (const day of WEEKDAYS) for (const word of words.days[day]) dayWords.set(word, [day]);
  for (const set of words.daySets) for (const word of set.words) dayWords.set(word, set.days);
  const dayWord = anyOf([...dayWords.keys()], language);
  const prefix = `(?:${anyOf(words.dayPrefixes, language)}\\s*)?`;
  const dayItem = `${prefix}${dayWord}`;
  const days = `${dayItem}(?:\\s*(?:${anyOf(words.dayConnectors, language)}|${anyOf(words.joiners, language)})\\s*${dayItem})*`;
  const marks = anyOf([...words.am, ...words.pm], language, { afterDigit: true });
  const clockWords = anyOf([...words.noon, ...words.midnight], language);
  const time = `(?:(?:${marks})\\s?)?(?<![$£€¥₹\\d.,])\\d{1,2}(?:(?::|\\.|h|時)\\d{2}分?)?(?!\\d|,\\d)(?:\\s?${marks})?(?:\\s?(?:${anyOf(words.timeSuffixes, language, { afterDigit: true })}|時))?|${clockWords}`;
  const timePrefix = `(?:${anyOf(words.timePrefixes, language)}\\s*)?`;
  const oneRange = `${timePrefix}(?:${time})\\s*${anyOf(words.timeConnectors, language)}\\s*${timePrefix}(?:${time})`;
  const times = `${oneRange}(?:\\s*(?:${anyOf(words.joiners, language)})\\s*${oneRange})?(?:\\s*${anyOf(words.timeSuffixes, language, { afterDigit: true })})?`;
  const markWords = [...words.am, ...words.pm];
  const compiled: Compiled = {
    dayWords,
    dayTokens: `${dayWord}|${anyOf(words.dayConnectors, language)}`,
    clockTokens: `(?<lead>${anyOf(markWords, language, { afterDigit: true })})?\\s?(?<![\\d])(?<h>\\d{1,2})(?:(?<sep>:|\\.|h|時)(?<m>\\d{2}))?(?:\\s?(?<trail>${anyOf(markWords, language, { afterDigit: true })}))?|(?<word>${anyOf([...words.noon, ...words.midnight], language)})`,
    suffixed: `${anyOf(words.timeSuffixes, language, { afterDigit: true })}|時`,
    days,
    dayWord,
    times,
    time,
    closed: anyOf(words.closed, language),
    except: anyOf(words.except, language),
    allDay: anyOf(words.allDay, language),
    allWeek: anyOf(words.allWeek, language),
    appointment: anyOf(words.byAppointment, language),
    label: `${anyOf(words.labels, language)}(?:\\s?:)?`,
    suffix: anyOf(words.suffixes, language),
    gap: `^(?:[\\s,:;、，/()·・|-]|${anyOf(words.joiners, language)}|${anyOf(words.fillers, language)})*$`,
    am: new Set(words.am),
    pm: new Set(words.pm),
    noon: new Set(words.noon),
    midnight: new Set(words.midnight),
  };
  cache.set(language, compiled);
  return compiled;
}

/** The days a days part names: single days, lists, and ranges between them ("Mon–Wed, Fri"). */
function daysOf(text: string, compiled: Compiled, language: SiteLanguage, lexicon: Lexicon): Weekday[] {
  const tokens = pattern(compiled.dayTokens);
  const connectors = new Set(lexicon.hours.dayConnectors);
  const picked: Weekday[] = [];
  let previous: readonly Weekday[] | null = null;
  let ranged = false;
  for (const match of text.matchAll(tokens)) {
    const word = match[0].replace(/\s+/g, " ");
    if (connectors.has(word) && !compiled.dayWords.has(word)) {
      ranged = previous !== null;
      continue;
    }
    const days = compiled.dayWords.get(word);
    if (!days) continue;
    if (ranged && previous && previous.length === 1 && days.length === 1) picked.push(...dayRange(previous[0]!, days[0]!));
    else picked.push(...days);
    previous = days;
    ranged = false;
  }
  return sortDays(picked);
}

interface Clock {
  hours: number;
  minutes: number;
  half: "am" | "pm" | null;
  explicit: boolean;
}

function clocksOf(text: string, compiled: Compiled): Clock[] {
  const tokens = pattern(compiled.clockTokens);
  const clocks: Clock[] = [];
  for (const match of text.matchAll(tokens)) {
    const groups = match.groups ?? {};
    if (groups.word) {
      const word = groups.word.replace(/\s+/g, " ");
      clocks.push(compiled.midnight.has(word) ? { hours: 24, minutes: 0, half: null, explicit: true } : { hours: 12, minutes: 0, half: null, explicit: true });
      continue;
    }
    const mark = (groups.lead ?? groups.trail)?.replace(/\s+/g, " ");
    const half = mark === undefined ? null : compiled.am.has(mark) ? "am" : "pm";
    clocks.push({ hours: Number(groups.h), minutes: Number(groups.m ?? "0"), half, explicit: groups.m !== undefined || half !== null });
  }
  return clocks;
}

const to24 = (clock: Clock, half: "am" | "pm" | null): number | null => {
  if (half === null) return clock.hours;
  if (clock.hours < 1 || clock.hours > 12) return null;
  return half === "pm" ? (clock.hours % 12) + 12 : clock.hours % 12;
};

/** Two clocks as a time range, the am/pm of one side lent to the other when needed. */
function rangeOf(open: Clock, close: Clock): TimeRange | null {
  let opens: number | null;
  let closes: number | null;
  if (open.half && close.half) [opens, closes] = [to24(open, open.half), to24(close, close.half)];
  else if (close.half) {
    closes = to24(close, close.half);
    const same = to24(open, close.half);
    opens = same !== null && closes !== null && (same * 60 + open.minutes < closes * 60 + close.minutes) ? same : to24(open, close.half === "pm" ? "am" : null);
  } else if (open.half) {
    opens = to24(open, open.half);
    closes = close.hours;
    if (opens !== null && closes <= 12 && closes * 60 + close.minutes <= opens * 60 + open.minutes && closes + 12 > opens) closes += 12;
  } else {
    opens = open.hours;
    closes = close.hours;
    if (closes < opens && closes + 12 > opens && closes + 12 <= 24 && !close.explicit) closes += 12;
    else if (closes < opens && closes + 12 > opens && closes + 12 <= 24 && closes <= 12 && opens <= 12) closes += 12;
  }
  if (opens === null || closes === null || opens > 23 || closes > 24) return null;
  const closeText = closes === 0 && close.minutes === 0 ? "24:00" : clockText(closes, close.minutes);
  const parsed = timeRangeSchema.safeParse({ opens: clockText(opens, open.minutes), closes: closeText });
  return parsed.success ? parsed.data : null;
}

function timesOf(text: string, compiled: Compiled): { ranges: TimeRange[]; strong: boolean } | null {
  const clocks = clocksOf(text, compiled);
  if (clocks.length !== 2 && clocks.length !== 4) return null;
  const ranges: TimeRange[] = [];
  for (let index = 0; index < clocks.length; index += 2) {
    const range = rangeOf(clocks[index]!, clocks[index + 1]!);
    if (!range) return null;
    ranges.push(range);
  }
  const suffixed = pattern(compiled.suffixed).test(text);
  return { ranges, strong: suffixed || clocks.some((clock) => clock.explicit) };
}

/** Every part of the sentence, longest first where two overlap, in the order they appear. */
function partsOf(answer: Answer, sentence: Range, compiled: Compiled): Part[] {
  const text = answer.folded.slice(0, sentence.end);
  const candidates: Part[] = [];
  const find = (source: string, make: (range: Range, matched: string) => Part | null) => {
    const regex = pattern(source);
    regex.lastIndex = sentence.start;
    for (let match = regex.exec(text); match; match = regex.exec(text)) {
      if (match[0].length === 0) {
        regex.lastIndex++;
        continue;
      }
      const range = { start: match.index, end: match.index + match[0].length };
      if (answer.claims.has(range)) continue;
      const part = make(range, match[0]);
      if (part) candidates.push(part);
    }
  };
  find(compiled.allWeek, (range) => ({ type: "allDay", allWeek: true, range }));
  find(compiled.allDay, (range) => ({ type: "allDay", allWeek: false, range }));
  // "solo con cita previa" is the constraint appointment-only (read with the constraints), not an hours row.
  const rules = findPhrases(answer.folded.slice(0, sentence.end), answer.lexicon.constraints["appointment-only"], answer.language);
  find(compiled.appointment, (range) => (rules.some((rule) => rule.start <= range.start && range.end <= rule.end) ? null : { type: "appointment", range }));
  find(compiled.times, (range, matched) => {
    const times = timesOf(matched, compiled);
    return times ? { type: "times", ...times, range } : null;
  });
  find(compiled.days, (range, matched) => {
    const days = daysOf(matched, compiled, answer.language, answer.lexicon);
    return days.length > 0 ? { type: "days", days, range } : null;
  });
  find(compiled.closed, (range) => ({ type: "closed", range }));
  find(compiled.except, (range) => ({ type: "except", range }));
  find(compiled.label, (range) => ({ type: "label", range }));
  find(compiled.suffix, (range) => ({ type: "suffix", range }));
  const kept: Part[] = [];
  // Facts before labels and suffixes ("open 24/7" over "we're open"), then the longest.
  const minor = (part: Part) => (part.type === "label" || part.type === "suffix" ? 1 : 0);
  for (const part of candidates.sort((a, b) => minor(a) - minor(b) || b.range.end - b.range.start - (a.range.end - a.range.start))) {
    if (!kept.some((other) => part.range.start < other.range.end && other.range.start < part.range.end)) kept.push(part);
  }
  return kept.sort((a, b) => a.range.start - b.range.start);
}

interface Row {
  row: OpeningHoursRow | { type: "open"; days: null; ranges: TimeRange[] };
  parts: Part[];
}

/**
 * "every day except Monday": the days before "except" lose the days after it, which are closed; the parts become
 * one days part and one closed row.
 */
function withExceptions(parts: Part[]): { parts: Part[]; closed: Row[] } {
  const out = [...parts];
  const closed: Row[] = [];
  for (let index = 0; index < out.length; index++) {
    const except = out[index];
    const excluded = out[index + 1];
    if (except?.type !== "except" || excluded?.type !== "days") continue;
    // The days it takes from: just before it, or before the times just before it ("Tous les jours 8h-20h sauf le mercredi").
    const at = out[index - 1]?.type === "days" ? index - 1 : out[index - 1]?.type === "times" && out[index - 2]?.type === "days" ? index - 2 : -1;
    const from = out[at];
    if (from?.type !== "days") continue;
    const left = from.days.filter((day) => !excluded.days.includes(day));
    closed.push({ row: { type: "closed", days: excluded.days }, parts: [except, excluded] });
    out.splice(index, 2);
    if (left.length > 0) out[at] = { type: "days", days: left, range: at === index - 1 ? { start: from.range.start, end: excluded.range.end } : from.range };
    else out.splice(at, 1);
    index = at;
  }
  return { parts: out, closed };
}

/** One statement's rows: days take what stands beside them; times without days take every day not closed. */
function rowsOf(parts: Part[]): Row[] {
  const { parts: statement, closed } = withExceptions(parts);
  const rows: Row[] = [];
  const used = new Set<Part>();
  const lone = (index: number) => {
    const part = statement[index];
    return part?.type === "days" && !used.has(part) ? part : undefined;
  };
  const takesOwn = (index: number) => ["times", "closed", "allDay"].includes(statement[index + 1]?.type ?? "");
  for (let index = 0; index < statement.length; index++) {
    const part = statement[index]!;
    if (used.has(part)) continue;
    const before = lone(index - 1);
    const after = !takesOwn(index + 1) ? lone(index + 1) : undefined;
    const take = (days: Extract<Part, { type: "days" }>) => {
      used.add(days);
      return days;
    };
    switch (part.type) {
      case "times": {
        const days = before ? take(before) : after ? take(after) : undefined;
        if (!days && !part.strong && !statement.some((other) => other.type === "label")) break;
        rows.push({ row: { type: "open", days: days?.days ?? null, ranges: part.ranges } as Row["row"], parts: days ? [days, part] : [part] });
        used.add(part);
        break;
      }
      case "closed":
      case "allDay": {
        const days = before ? take(before) : lone(index + 1) ? take(lone(index + 1)!) : undefined;
        if (part.type === "allDay" && (part.allWeek || !days)) rows.push({ row: { type: "allDay", days: [...WEEKDAYS] }, parts: days ? [days, part] : [part] });
        else if (days) rows.push({ row: { type: part.type, days: days.days }, parts: [days, part] });
        used.add(part);
        break;
      }
      case "appointment":
        rows.push({ row: { type: "appointment" }, parts: [part] });
        used.add(part);
        break;
      default:
        break;
    }
  }
  return [...rows, ...closed];
}

function statementsOf(answer: Answer, parts: Part[], compiled: Compiled): Part[][] {
  const statements: Part[][] = [];
  const gap = pattern(compiled.gap);
  for (const part of parts) {
    const current = statements.at(-1);
    const last = current?.at(-1);
    gap.lastIndex = 0;
    if (current && last && gap.test(answer.folded.slice(last.range.end, part.range.start))) current.push(part);
    else statements.push([part]);
  }
  return statements;
}

export function readHours(answer: Answer): HoursFact[] {
  const compiled = compile(answer.lexicon, answer.language);
  const facts: HoursFact[] = [];
  for (const sentence of answer.sentences) {
    for (const statement of statementsOf(answer, partsOf(answer, sentence, compiled), compiled)) {
      const rows = rowsOf(statement);
      if (rows.length === 0) continue;
      const closedDays = new Set(rows.flatMap(({ row }) => (row.type === "closed" ? row.days : [])));
      const label = statement[0]?.type === "label" ? statement[0] : undefined;
      const suffix = statement.at(-1)?.type === "suffix" ? statement.at(-1) : undefined;
      rows.forEach(({ row, parts }, index) => {
        let value: OpeningHoursRow;
        let spanParts = parts;
        if (row.type === "open" && row.days === null) {
          const days = WEEKDAYS.filter((day) => !closedDays.has(day));
          if (days.length === 0) return;
          value = { type: "open", days, ranges: row.ranges };
          // The days come from the closed days beside it, so its span holds them.
          if (closedDays.size > 0) spanParts = [...parts, ...rows.filter((other) => other.row.type === "closed").flatMap((other) => other.parts)];
        } else value = row as OpeningHoursRow;
        let start = Math.min(...spanParts.map((part) => part.range.start));
        let end = Math.max(...spanParts.map((part) => part.range.end));
        if (index === 0 && label) start = label.range.start;
        if (index === rows.length - 1 && suffix) end = suffix.range.end;
        facts.push({ kind: "hours", value, span: { step: answer.step, start, end, text: answer.text.slice(start, end) } });
      });
      for (const part of statement) answer.claims.add(part.range);
    }
  }
  return facts;
}
