import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app.js";
import { createFirebaseAuthClient } from "./auth/firebase-auth-client.js";
import { firebaseWebConfig } from "./auth/firebase-config.js";
import { adminRoutes } from "./routes.js";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const client = createFirebaseAuthClient(firebaseWebConfig());
const router = createBrowserRouter(adminRoutes);

createRoot(root).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
