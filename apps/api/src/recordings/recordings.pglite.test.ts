import { openTestDatabase } from "../test/databases.js";
import { describeRecordingsContract } from "./recordings.contract.js";

describeRecordingsContract("PGlite", () => openTestDatabase("pglite"));
