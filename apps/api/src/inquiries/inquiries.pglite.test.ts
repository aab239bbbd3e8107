import { openTestDatabase } from "../test/databases.js";
import { describeInquiriesContract } from "./inquiries.contract.js";

describeInquiriesContract("PGlite", () => openTestDatabase("pglite"));
