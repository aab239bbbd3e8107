// First: it configures Zod before any module defines a schema.
import "./zod-without-eval.js";
import { createInquiryClient } from "@novaline/inquiry";
import { watchInquiryChanges } from "@novaline/inquiry/events";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app.js";
import { createFirebaseAuthClient } from "./auth/firebase-auth-client.js";
import { firebaseWebConfig } from "./auth/firebase-config.js";
import { inquiryApiUrl } from "./inquiries/inquiry-api-url.js";
import { adminRoutes } from "./routes.js";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const client = createFirebaseAuthClient(firebaseWebConfig());
const getToken = () => client.getIdToken();
const api = createInquiryClient({ baseUrl: inquiryApiUrl(), getToken });
const router = createBrowserRouter(adminRoutes);

createRoot(root).render(
  <StrictMode>
    <App
      client={client}
      api={api}
      watch={(handlers) => watchInquiryChanges({ baseUrl: inquiryApiUrl(), getToken, ...handlers })}
      router={router}
    />
  </StrictMode>,
);
