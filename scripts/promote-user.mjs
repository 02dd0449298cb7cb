// Promotes a user to admin (or sets another role) in D1, from the command line:
//   npm run user:promote -- alice@example.com            local database (.wrangler/state)
//   npm run user:promote -- alice@example.com --remote   the deployed database
//   npm run user:promote -- alice@example.com --role authenticated   demote again
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROLES = ["authenticated", "admin"];
let remote = false;
let role = "admin";
const positional = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--remote") remote = true;
  else if (args[i] === "--local") remote = false;
  else if (args[i] === "--role") role = args[++i];
  else positional.push(args[i]);
}
const [email] = positional;

if (positional.length !== 1 || !/^[^\s@'"\\]+@[^\s@'"\\]+$/.test(email) || !ROLES.includes(role ?? "")) {
  console.error("Usage: npm run user:promote -- <email> [--remote] [--role admin|authenticated]");
  process.exit(2);
}

// Both values are validated above (no quotes can reach the SQL); emails are stored lower-case.
const sql =
  `UPDATE users SET role_id = (SELECT id FROM roles WHERE type = '${role}'), updated_at = unixepoch('subsec') * 1000 ` +
  `WHERE email = '${email.toLowerCase()}' RETURNING id, email, username;`;

// wrangler's package exports do not include its bin, so it is found by path from the project root.
const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const execute = () =>
  spawnSync(process.execPath, [wrangler, "d1", "execute", "DB", ...(remote ? ["--remote", "--env", "production"] : ["--local"]), "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
// A running local server may hold the database's write lock for a moment: the UPDATE did not run, so try again.
let result = execute();
for (let attempt = 1; attempt < 5 && result.status !== 0 && /database is locked|SQLITE_BUSY/i.test(result.stderr + result.stdout); attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  result = execute();
}
if (result.status !== 0) {
  process.stderr.write(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}

let rows = [];
try {
  rows = JSON.parse(result.stdout)[0]?.results ?? [];
} catch {
  process.stderr.write(result.stdout);
  process.exit(1);
}
if (rows.length === 0) {
  console.error(`No user with email ${email} in the ${remote ? "remote" : "local"} database.`);
  process.exit(1);
}
console.log(`${rows[0].email} (id ${rows[0].id}, ${rows[0].username}) now has the role "${role}" in the ${remote ? "remote" : "local"} database.`);
