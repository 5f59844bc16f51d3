// Prisma CLI configuration: the DATABASE_URL picks SQLite (default) or PostgreSQL, each with
// its own schema file and migrations folder, through the JavaScript schema engine.
import path from "node:path";
import type { PrismaConfig } from "prisma";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseTarget } from "./app/server/platform/database-url.mjs";

const target = databaseTarget(process.env.DATABASE_URL);

export default {
  experimental: { adapter: true },
  engine: "js",
  schema: target.kind === "postgres" ? path.join("prisma", "postgres", "schema.prisma") : path.join("prisma", "schema.prisma"),
  migrations: {
    path: target.kind === "postgres" ? path.join("prisma", "postgres", "migrations") : path.join("prisma", "migrations"),
  },
  adapter: async () =>
    target.kind === "postgres" ? new PrismaPg({ connectionString: target.url }) : new PrismaBetterSQLite3({ url: target.url }),
} satisfies PrismaConfig;
