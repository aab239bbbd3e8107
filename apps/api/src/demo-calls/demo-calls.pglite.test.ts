import { openTestDatabase } from "../test/databases.js";
import { describeDemoCallContract } from "./demo-calls.contract.js";

describeDemoCallContract("PGlite", () => openTestDatabase("pglite"));
