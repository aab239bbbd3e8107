import { originOf, type PolicyDirectives } from "../../../tooling/content-security-policy.ts";
import type { FirebaseWebConfig } from "../src/auth/firebase-config.js";

/**
 * The admin app's Content-Security-Policy (the page adds the hash of its one inline script, the
 * theme set before first paint). The app talks to the inquiries API and Firebase Auth: Google's
 * token endpoints, or the Auth emulator in a local build; with "Sign in with Google", also the
 * Google script and the project's auth frame the sign-in pop-up talks through.
 */
export function adminContentSecurityPolicy(
  apiUrl: string,
  firebase: FirebaseWebConfig,
): PolicyDirectives {
  const auth = firebase.authEmulatorHost
    ? [`http://${firebase.authEmulatorHost}`]
    : ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"];
  const google =
    firebase.googleSignIn && firebase.authDomain
      ? { script: ["https://apis.google.com"], frame: [`https://${firebase.authDomain}`] }
      : { script: [], frame: [] };
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...google.script],
    "connect-src": ["'self'", originOf(apiUrl) ?? apiUrl, ...auth],
    "img-src": ["'self'", "data:"],
    // Demo-call recordings play from the API (signed links), never from Vapi.
    "media-src": [originOf(apiUrl) ?? apiUrl],
    "font-src": ["'self'"],
    // React writes style attributes, and the toasts' library its stylesheet, inline.
    "style-src": ["'self'", "'unsafe-inline'"],
    "frame-src": google.frame.length > 0 ? google.frame : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}
