import { describeSlowVapiPlacementProcess } from "./placement-process.contract.js";

describeSlowVapiPlacementProcess("postgres");
