import { openTestDatabase } from "../test/databases.js";
import { describeInsightsContract } from "./insights.contract.js";

describeInsightsContract("PostgreSQL", () => openTestDatabase("postgres"));
