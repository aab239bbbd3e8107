import { openTestDatabase } from "../test/databases.js";
import { describePlacementWorker } from "./placement-worker.contract.js";

describePlacementWorker(() => openTestDatabase("pglite"));
