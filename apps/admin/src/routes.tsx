import { routes } from "@novaline/content";
import { Navigate, useLocation, type RouteObject } from "react-router";
import { AdminGate } from "./auth/admin-gate.js";
import { DoNotCallPage } from "./pages/do-not-call-page.js";
import { InquiriesPage } from "./pages/inquiries-page.js";
import { LoginPage } from "./pages/login-page.js";
import { NotFoundPage } from "./pages/not-found-page.js";
import { RouteErrorPage } from "./pages/route-error-page.js";
import { FullScreenSpinner } from "./shell/full-screen-spinner.js";

/** The inbox's old address leads to its new one, with the filters, the open inquiry and the hash. */
function ToInquiries() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: routes.adminInquiries, search, hash }} replace />;
}

/** A route that shows {@link RouteErrorPage}, not React Router's developer page, if it throws. */
export const withErrorPage = (route: RouteObject): RouteObject => ({
  ...route,
  errorElement: <RouteErrorPage />,
});

/** The admin deploy's pages. `/` and `/admin` lead to the inquiries. */
export const adminRoutes: RouteObject[] = [
  { path: "/", element: <Navigate to={routes.adminInquiries} replace /> },
  { path: "/admin", element: <Navigate to={routes.adminInquiries} replace /> },
  { path: routes.adminInquiriesLegacy, element: <ToInquiries /> },
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
    // Loaded with its route: the dashboard's code stays out of the inbox's first load.
    path: routes.adminInsights,
    lazy: () => import("./insights/insights-page.js"),
    HydrateFallback: FullScreenSpinner,
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
].map(withErrorPage);
