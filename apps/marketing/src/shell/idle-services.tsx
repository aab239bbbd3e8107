import { useEffect } from "react";
import Tracking, { type TrackingProps } from "../tracking/tracking";

/**
 * What the site runs once the page is idle, never before: page views, the consent notice and the
 * pixel, and error reporting when `VITE_SENTRY_DSN` is set (its SDK is a chunk of its own).
 */
export default function IdleServices(props: TrackingProps) {
  useEffect(() => {
    const dsn = import.meta.env.VITE_SENTRY_DSN;
    if (!dsn) return;
    void import("../monitoring/error-reporting").then(({ startErrorReporting }) => {
      startErrorReporting(dsn, import.meta.env.MODE);
    });
  }, []);
  return <Tracking {...props} />;
}
