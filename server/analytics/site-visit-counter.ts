import { DurableObject } from "cloudflare:workers";
import { utcDay } from "@core/analytics/schemas";
import type { VisitDimension } from "@server/db";
import { type PageView, VISITORS_PER_ADDRESS } from "./visits";

/** How long counts wait in the counter before its alarm writes them to D1: one D1 batch a minute per busy site. */
export const VISIT_FLUSH_DELAY_MS = 60_000;

const DAY_MS = 86_400_000;

interface PendingRow extends Record<string, SqlStorageValue> {
  day: string;
  dimension: VisitDimension;
  value: string;
  pageviews: number;
  visitors: number;
}

async function visitorHash(salt: string, visitorKey: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}\n${visitorKey}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const FLUSH_SQL = `INSERT INTO site_visit_rollups (project_id, day, dimension, value, pageviews, visitors)
  SELECT id, ?2, ?3, ?4, ?5, ?6 FROM projects WHERE id = ?1
  ON CONFLICT (project_id, day, dimension, value) DO UPDATE SET pageviews = pageviews + excluded.pageviews, visitors = visitors + excluded.visitors`;

/**
 * One published site's visit counter (docs/decisions/0840-cookieless-visitor-counts.md). Views arrive by RPC
 * from the serving path's `waitUntil`; each is counted in the object's own SQLite with synchronous statements,
 * so concurrent views cannot lose an update. A visitor is a hash of address and browser salted with a random
 * value for this site and this UTC day; one address (hashed the same way) counts for at most VISITORS_PER_ADDRESS
 * visitors a day (docs/decisions/0880-visitors-capped-per-address-and-referrers-checked.md). Salt and hashes are
 * deleted once the day is over, and only counts leave the object: the alarm adds them to D1's rollups.
 */
export class SiteVisitCounter extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** When the alarm is set for, as far as this instance knows (null: ask storage). */
  private alarmAt: number | null = null;
  /** The project this counter counts for, once recorded in storage by this instance. */
  private projectId: number | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS seen (day TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (day, hash));
      CREATE TABLE IF NOT EXISTS addresses (day TEXT NOT NULL, hash TEXT NOT NULL, visitors INTEGER NOT NULL, PRIMARY KEY (day, hash));
      CREATE TABLE IF NOT EXISTS pending (day TEXT NOT NULL, dimension TEXT NOT NULL, value TEXT NOT NULL,
        pageviews INTEGER NOT NULL DEFAULT 0, visitors INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (day, dimension, value));`);
  }

  /** Counts one view. Everything after the hash is synchronous, so each view's updates land as one unit. */
  async record(view: PageView): Promise<void> {
    const day = utcDay(view.at);
    const salt = this.saltFor(day);
    const hash = await visitorHash(salt, view.visitorKey);
    const addressHash = await visitorHash(salt, `address\n${view.addressKey}`);
    if (this.projectId !== view.projectId) {
      this.sql.exec("INSERT OR IGNORE INTO meta (key, value) VALUES ('project', ?)", String(view.projectId));
      this.projectId = view.projectId;
    }
    const newVisitor = this.sql.exec("INSERT OR IGNORE INTO seen (day, hash) VALUES (?, ?)", day, hash).rowsWritten > 0;
    // A new visitor counts only while their address has counted fewer than VISITORS_PER_ADDRESS today.
    const counted =
      newVisitor &&
      this.sql.exec(
        "INSERT INTO addresses (day, hash, visitors) VALUES (?, ?, 1) ON CONFLICT (day, hash) DO UPDATE SET visitors = visitors + 1 WHERE visitors < ?",
        day,
        addressHash,
        VISITORS_PER_ADDRESS,
      ).rowsWritten > 0;
    const firstVisit = counted ? 1 : 0;
    this.add({ day, dimension: "total", value: "", pageviews: 1, visitors: firstVisit });
    this.add({ day, dimension: "page", value: view.path, pageviews: 1, visitors: 0 });
    // Where a visitor came from, their device and country are counted once a day, on their first view.
    if (view.referrer) this.add({ day, dimension: "referrer", value: view.referrer, pageviews: 1, visitors: firstVisit });
    this.add({ day, dimension: "device", value: view.device, pageviews: 1, visitors: firstVisit });
    this.add({ day, dimension: "country", value: view.country, pageviews: 1, visitors: firstVisit });
    await this.scheduleAlarm(view.at + VISIT_FLUSH_DELAY_MS);
  }

  /** Writes the waiting counts to D1 now (the alarm does it every minute; the owner's analytics read does it first). */
  async flush(): Promise<number> {
    const rows = this.sql.exec<PendingRow>("SELECT day, dimension, value, pageviews, visitors FROM pending").toArray();
    const project = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'project'").toArray()[0];
    if (rows.length === 0 || !project) return 0;
    // Taken out before the await: views counted meanwhile wait for the next flush, none is written twice.
    this.sql.exec("DELETE FROM pending");
    const projectId = Number(project.value);
    let written = 0;
    try {
      // A batch is one D1 transaction; chunks keep each one small.
      for (; written < rows.length; written += 50) {
        const chunk = rows.slice(written, written + 50);
        await this.env.DB.batch(chunk.map((row) => this.env.DB.prepare(FLUSH_SQL).bind(projectId, row.day, row.dimension, row.value, row.pageviews, row.visitors)));
      }
    } catch (error) {
      // Put back what D1 did not take, so the next alarm tries again.
      for (const row of rows.slice(written)) this.add(row);
      throw error;
    }
    return rows.length;
  }

  override async alarm(): Promise<void> {
    this.alarmAt = null;
    const now = Date.now();
    try {
      await this.flush();
    } catch (error) {
      console.warn("visit counter: flushing to D1 failed, trying again in a minute", error);
    } finally {
      this.forgetDaysBefore(utcDay(now));
      const pending = this.sql.exec("SELECT 1 FROM pending LIMIT 1").toArray().length > 0;
      const salted = this.sql.exec("SELECT 1 FROM salts LIMIT 1").toArray().length > 0;
      // Counts still waiting: a minute; else a salt still kept: just after midnight UTC, when it goes.
      if (pending) await this.scheduleAlarm(now + VISIT_FLUSH_DELAY_MS);
      else if (salted) await this.scheduleAlarm(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS + 1_000);
    }
  }

  /** Today's salt for this site, made on the first view of the day; earlier days' salts and hashes go then. */
  private saltFor(day: string): string {
    const known = this.sql.exec<{ salt: string }>("SELECT salt FROM salts WHERE day = ?", day).toArray()[0];
    if (known) return known.salt;
    this.forgetDaysBefore(day);
    const salt = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    this.sql.exec("INSERT OR IGNORE INTO salts (day, salt) VALUES (?, ?)", day, salt);
    return this.sql.exec<{ salt: string }>("SELECT salt FROM salts WHERE day = ?", day).one().salt;
  }

  private forgetDaysBefore(day: string): void {
    this.sql.exec("DELETE FROM salts WHERE day < ?", day);
    this.sql.exec("DELETE FROM seen WHERE day < ?", day);
    this.sql.exec("DELETE FROM addresses WHERE day < ?", day);
  }

  private add(row: PendingRow): void {
    this.sql.exec(
      `INSERT INTO pending (day, dimension, value, pageviews, visitors) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (day, dimension, value) DO UPDATE SET pageviews = pageviews + excluded.pageviews, visitors = visitors + excluded.visitors`,
      row.day,
      row.dimension,
      row.value,
      row.pageviews,
      row.visitors,
    );
  }

  /** Sets the alarm for `at` unless one is already set sooner. */
  private async scheduleAlarm(at: number): Promise<void> {
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    const current = await this.ctx.storage.getAlarm();
    if (current !== null && current <= at) {
      this.alarmAt = current;
      return;
    }
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }
}
