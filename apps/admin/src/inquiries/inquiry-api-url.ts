/** The local API that `pnpm start` runs: an unconfigured build is the local product. */
export const LOCAL_API_URL = "http://127.0.0.1:8787";

/** Origin of the inquiries API: `VITE_API_URL`, else the local API. */
export const inquiryApiUrl = (env: Pick<ImportMetaEnv, "VITE_API_URL"> = import.meta.env): string =>
  (env.VITE_API_URL === undefined || env.VITE_API_URL === ""
    ? LOCAL_API_URL
    : env.VITE_API_URL
  ).replace(/\/+$/, "");
