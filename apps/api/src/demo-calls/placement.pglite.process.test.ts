import { describePlacementProcess } from "./placement-process.contract.js";

describePlacementProcess("pglite");
