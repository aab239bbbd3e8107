import { openTestDatabase } from "../test/databases.js";
import { describeChatRoutes } from "./routes.contract.js";

describeChatRoutes(() => openTestDatabase("postgres"));
