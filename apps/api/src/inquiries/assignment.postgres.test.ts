import { openTestDatabase } from "../test/databases.js";
import { describeAssignmentContract } from "./assignment.contract.js";

describeAssignmentContract("PostgreSQL", () => openTestDatabase("postgres"));
