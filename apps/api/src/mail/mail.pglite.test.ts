import { openTestDatabase } from "../test/databases.js";
import { describeMailContract } from "./mail.contract.js";

// PGlite is one embedded database per process: a second instance shares the same handle.
describeMailContract(
  "PGlite",
  () => openTestDatabase("pglite"),
  (first) => Promise.resolve(first),
);
