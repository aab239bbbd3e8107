import { openTestDatabase } from "../test/databases.js";
import { describeChangeFeedContract } from "./changes.contract.js";

describeChangeFeedContract("postgres", () => openTestDatabase("postgres"));
