import { routes } from "@novaline/content";
import { Navigate, type RouteObject } from "react-router";
import { AdminGate } from "./auth/admin-gate.js";
import { DoNotCallPage } from "./pages/do-not-call-page.js";
import { InquiriesPage } from "./pages/inquiries-page.js";
import { LoginPage } from "./pages/login-page.js";
import { NotFoundPage } from "./pages/not-found-page.js";

/** The admin deploy's pages. `/` and `/admin` lead to the inquiries. */
export const adminRoutes: RouteObject[] = [
  { path: "/", element: <Navigate to={routes.adminInquiries} replace /> },
  { path: "/admin", element: <Navigate to={routes.adminInquiries} replace /> },
  { path: routes.adminLogin, element: <LoginPage /> },
  {
    path: routes.adminInquiries,
    element: (
      <AdminGate>
        <InquiriesPage />
      </AdminGate>
    ),
  },
  {
    path: routes.adminDoNotCall,
    element: (
      <AdminGate>
        <DoNotCallPage />
      </AdminGate>
    ),
  },
  { path: "*", element: <NotFoundPage /> },
];
