import { openTestDatabase } from "../test/databases.js";
import { describeCallFeedbackContract } from "./call-feedback.contract.js";

describeCallFeedbackContract("PostgreSQL", () => openTestDatabase("postgres"));
