import { openTestDatabase } from "../test/databases.js";
import { describeNoticesContract } from "./notices.contract.js";

describeNoticesContract("pglite", () => openTestDatabase("pglite"));
