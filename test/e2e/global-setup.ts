import { request, type FullConfig } from "@playwright/test";
import { ADMIN_ENV, promoteInLocalDatabase, registerAndConfirm, uniqueEmail } from "./helpers";

/**
 * One admin account for the run, made before any test starts: the server is idle then, so the one write to its
 * database file from outside (the promotion) cannot meet a page that another test is loading. During the tests
 * that write made the server's next query fail with SQLITE_BUSY (answered 503) a few times a run.
 * Playwright starts the web servers before this and passes process.env on to its workers.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("the browser tests' config names no baseURL");
  const email = uniqueEmail("admin");
  const password = `admin-${Math.random().toString(36).slice(2)}-e2e`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "cf-connecting-ip": "10.255.0.1" } });
  try {
    await registerAndConfirm(api, email, password);
  } finally {
    await api.dispose();
  }
  promoteInLocalDatabase(email);
  process.env[ADMIN_ENV.email] = email;
  process.env[ADMIN_ENV.password] = password;
}
