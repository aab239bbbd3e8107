// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { FirebaseWebConfig } from "../src/auth/firebase-config.js";
import { adminContentSecurityPolicy } from "./content-security-policy";

const project: FirebaseWebConfig = {
  apiKey: "key",
  authDomain: "novaline-prod.firebaseapp.com",
  projectId: "novaline-prod",
  appId: undefined,
  authEmulatorHost: undefined,
  googleSignIn: false,
};

describe("adminContentSecurityPolicy", () => {
  it("lets the app reach the API and Google's token services, and nothing frame it in", () => {
    const policy = adminContentSecurityPolicy("https://api.novaline.ai/", project);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "https://api.novaline.ai",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(policy["script-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    // Recordings play from the API only.
    expect(policy["media-src"]).toEqual(["https://api.novaline.ai"]);
  });

  it("talks to the Auth emulator instead in a local build", () => {
    const policy = adminContentSecurityPolicy("http://127.0.0.1:8787", {
      ...project,
      authEmulatorHost: "127.0.0.1:9099",
    });
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "http://127.0.0.1:8787",
      "http://127.0.0.1:9099",
    ]);
  });

  it("allows Google's script and the project's auth frame only with Google sign-in", () => {
    const policy = adminContentSecurityPolicy("https://api.novaline.ai", {
      ...project,
      googleSignIn: true,
    });
    expect(policy["script-src"]).toEqual(["'self'", "https://apis.google.com"]);
    expect(policy["frame-src"]).toEqual(["https://novaline-prod.firebaseapp.com"]);
  });
});
