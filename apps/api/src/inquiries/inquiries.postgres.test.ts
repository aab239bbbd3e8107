import { openTestDatabase } from "../test/databases.js";
import { describeInquiriesContract } from "./inquiries.contract.js";

describeInquiriesContract("PostgreSQL", () => openTestDatabase("postgres"));
