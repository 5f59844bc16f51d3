// Creates a staff account: the first admin of a new installation, more admins, brokers.
//   npm run staff:create -- --role admin --email you@insurer.nl --name "Your Name"
//   npm run staff:create -- --role admin --email ops@acme.nl --partner acme      (partner admin; name = partner name)
//   npm run staff:create -- --role broker --email b@acme.nl --name "B. Roker" --partner acme
// The password is read from STAFF_PASSWORD or asked for on the terminal (at least 12 characters).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { db } from "../../app/server/platform/db.server";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../../app/server/staff/passwords.server";

const { values } = parseArgs({
  options: { role: { type: "string" }, email: { type: "string" }, name: { type: "string" }, partner: { type: "string" } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const role = values.role;
if (role !== "admin" && role !== "broker") fail("--role must be admin or broker");
const email = (values.email ?? "").trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail("--email must be an e-mail address");
const partner = values.partner ? await db.partner.findUnique({ where: { name: values.partner }, select: { id: true, name: true } }) : null;
if (values.partner && !partner) fail(`no partner named ${values.partner}`);
if (role === "broker" && !partner) fail("a broker belongs to a partner: give --partner");
// A partner admin's name is the partner's name: that is what lets them edit its colours.
const name = role === "admin" && partner ? partner.name : (values.name ?? "").trim();
if (!name) fail("--name is required");

let password = process.env.STAFF_PASSWORD ?? "";
if (!password) {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  password = await terminal.question("Password: ");
  terminal.close();
}
if (password.length < MIN_PASSWORD_LENGTH) fail(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`);

const account = await db.staffAccount.upsert({
  where: { email },
  create: { role, email, name, partnerId: partner?.id ?? null, passwordHash: await hashPassword(password) },
  update: { role, name, partnerId: partner?.id ?? null, passwordHash: await hashPassword(password) },
});
// A new password (or role) ends every session the account had (decision 0024).
await db.session.deleteMany({ where: { staffId: account.id } });
console.log(
  `${role} ${account.email} (${partner ? `partner ${partner.name}` : "insurer, all partners"}) is ready; sign in at /${role}/sign-in`,
);
await db.$disconnect();
