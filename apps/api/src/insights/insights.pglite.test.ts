import { openTestDatabase } from "../test/databases.js";
import { describeInsightsContract } from "./insights.contract.js";

describeInsightsContract("PGlite", () => openTestDatabase("pglite"));
