import { openTestDatabase } from "../test/databases.js";
import { describeInquiryEventsContract } from "./events-route.contract.js";

describeInquiryEventsContract("pglite", () => openTestDatabase("pglite"));
