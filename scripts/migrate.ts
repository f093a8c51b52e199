// `npm run db:migrate`: apply migrations and the catalog seed to the configured database.
import { prepareDatabase } from "./prepare-database";
import { DataDirLockedError } from "@/lib/db/lock";

prepareDatabase()
  .then(() => console.log("Database ready."))
  .catch((err) => {
    console.error(err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  });
