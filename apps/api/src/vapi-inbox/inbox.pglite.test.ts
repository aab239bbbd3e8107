import { openTestDatabase } from "../test/databases.js";
import { describeVapiInbox } from "./inbox.contract.js";

describeVapiInbox(() => openTestDatabase("pglite"));
