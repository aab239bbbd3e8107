import { openTestDatabase } from "../test/databases.js";
import { describeDemoCallRoutes } from "./routes.contract.js";

describeDemoCallRoutes(() => openTestDatabase("pglite"));
