import { z } from "zod";
import { configSlice, databaseUrl, doc } from "../config-kinds.ts";

export const databaseConfig = configSlice(
  {
    DATABASE_URL: databaseUrl
      .default("file:data/anden.sqlite")
      .meta(doc("database", "`file:PATH` (SQLite) or `postgres://…`; migrated at start")),
    DATABASE_SCHEMA: z
      .string()
      .regex(
        /^[a-z_][a-z0-9_]{0,62}$/,
        "must be a lower-case PostgreSQL identifier (a-z, 0-9, _; at most 63)",
      )
      .refine((name) => !name.startsWith("pg_"), "must not start with pg_ (reserved)")
      .optional()
      .meta(
        doc(
          "database",
          "PostgreSQL only: the schema to use, created at start if missing",
          "the `search_path`'s",
        ),
      ),
  },
  (config, ctx) => {
    if (config.DATABASE_SCHEMA && !/^postgres(ql)?:\/\//.test(config.DATABASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_SCHEMA"],
        message: "applies only to a postgres:// DATABASE_URL",
      });
    }
  },
);
