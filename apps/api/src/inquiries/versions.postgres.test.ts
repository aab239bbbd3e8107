import { openTestDatabase } from "../test/databases.js";
import { describeVersionsContract } from "./versions.contract.js";

describeVersionsContract("PostgreSQL", () => openTestDatabase("postgres"));
