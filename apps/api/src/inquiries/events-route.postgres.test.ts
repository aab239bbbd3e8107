import { openTestDatabase } from "../test/databases.js";
import { describeInquiryEventsContract } from "./events-route.contract.js";

describeInquiryEventsContract("postgres", () => openTestDatabase("postgres"));
