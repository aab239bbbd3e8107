import { brand, pageMeta } from "@novaline/content";

/**
 * The admin shell until sign-in and the inquiries table land (roadmap: inquiries end to end).
 */
export function App() {
  return (
    <main className="admin-shell">
      <title>{pageMeta.adminLogin.title}</title>
      <p className="wordmark">
        {brand.wordmark.first}
        <span>{brand.wordmark.second}</span> Admin
      </p>
      <h1>Staff area</h1>
      <p>
        Staff sign-in and the maintenance-inquiries table are being built. Questions in the
        meantime: <a href={`mailto:${brand.email}`}>{brand.email}</a>.
      </p>
      <p>
        <a href={brand.siteUrl}>Back to {brand.name}</a>
      </p>
    </main>
  );
}
