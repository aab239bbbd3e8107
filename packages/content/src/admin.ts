import { brand } from "./brand.js";
import type { AdminCopy } from "./types/index.js";

/** The staff admin area's copy: sign-in, password reset, the access gate and the shell. @public */
export const adminCopy: AdminCopy = {
  areaName: "Admin",
  checkingSession: "Checking your sign-in…",
  login: {
    heading: "Staff sign-in",
    intro: `Sign in with your ${brand.name} staff account to review maintenance inquiries.`,
    emailLabel: "Email",
    passwordLabel: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    or: "or",
    google: "Sign in with Google",
    forgotPassword: "Forgot your password?",
    validation: {
      emailRequired: "Enter your email address.",
      emailInvalid: "Enter an email address like name@example.com.",
      passwordRequired: "Enter your password.",
    },
  },
  passwordReset: {
    heading: "Reset your password",
    intro: "Enter your staff email address and we will send you a link to choose a new password.",
    submit: "Send reset link",
    submitting: "Sending…",
    sent: "If an account uses {email}, a reset link is on its way. Follow it, then sign in with your new password.",
    backToSignIn: "Back to sign-in",
  },
  passwordPolicy: {
    heading: "Your password must be changed to meet the new rules. It still needs to:",
    requirements: {
      minLength: "have at least {count} characters",
      maxLength: "have at most {count} characters",
      lowercase: "contain a lowercase letter",
      uppercase: "contain an uppercase letter",
      numeric: "contain a number",
      nonAlphanumeric: "contain a symbol (not a letter or number)",
    },
  },
  authErrors: {
    "wrong-password": "That email and password do not match. Check both and try again.",
    "user-not-found": "No staff account uses that email address.",
    "invalid-credential": "That email and password do not match. Check both and try again.",
    "invalid-email": "Enter an email address like name@example.com.",
    "missing-password": "Enter your password.",
    "too-many-requests":
      "Too many attempts. Wait a few minutes, or reset your password to sign in now.",
    "user-disabled": "This account is disabled. Ask an administrator to enable it.",
    "network-request-failed":
      "We could not reach the sign-in service. Check your connection and try again.",
    "popup-closed-by-user": "The Google sign-in window was closed before you finished.",
    "popup-blocked":
      "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
    "cancelled-popup-request": "Another sign-in window opened, so this one was canceled.",
    "unauthorized-domain":
      "Sign-in is not allowed from this address. Use the admin site's own address.",
    "operation-not-allowed": "This sign-in method is turned off for the admin area.",
    "password-does-not-meet-requirements":
      "Your password does not meet the current password rules.",
    "user-token-expired": "Your session has expired. Sign in again.",
    "invalid-user-token": "Your session is no longer valid. Sign in again.",
    "requires-recent-login": "For your security, sign in again before doing this.",
    "expired-action-code": "This link has expired. Ask for a new one.",
    "invalid-action-code": "This link is not valid, or it was already used. Ask for a new one.",
    "multi-factor-auth-required":
      "This account needs a second sign-in step, which the admin area does not support yet. Contact an administrator.",
    "web-storage-unsupported":
      "Your browser blocks the storage sign-in needs. Allow site data for this site and try again.",
    "login-blocked": "Sign-in was blocked for this account. Contact an administrator.",
    "missing-recaptcha-token":
      "The security check did not complete. Reload the page and try again.",
    "internal-error": "Something went wrong on the sign-in service. Try again in a moment.",
    "invalid-api-key": "The admin area is misconfigured (sign-in key). Tell the developers.",
    "auth-domain-config-required":
      "The admin area is misconfigured (sign-in domain). Tell the developers.",
    "emulator-config-failed": "The local sign-in emulator could not be used. Reload the page.",
    "user-mismatch": "That sign-in belongs to a different account.",
    "tenant-id-mismatch": "That sign-in belongs to a different organization.",
    fallback: "Sign-in failed. Try again, or contact an administrator if it keeps happening.",
  },
  noAccess: {
    heading: "No access to the admin area",
    text: "You are signed in as {email}, but this account has no admin access. Ask an administrator to grant it, then check again, or sign out and use another account.",
    checkAgain: "Check again",
    stillNoAccess: "Still no admin access for this account.",
    signOut: "Sign out",
  },
  shell: {
    signedInAs: "Signed in as",
    signOut: "Sign out",
    inquiriesHeading: "Inquiries",
    inquiriesIntro:
      "Every message, maintenance-plan request and demo request sent from the website, newest first.",
  },
  inquiries: {
    filtersLabel: "Filter inquiries",
    kindLabel: "Type",
    statusLabel: "Status",
    searchLabel: "Search",
    searchPlaceholder: "Name, email, business or message",
    anyKind: "All types",
    anyStatus: "All statuses",
    clearFilters: "Clear filters",
    kinds: { contact: "Contact", maintenance: "Maintenance plan", demo: "Demo request" },
    statuses: { new: "New", in_progress: "In progress", won: "Won", lost: "Lost", spam: "Spam" },
    columns: {
      received: "Received",
      from: "From",
      kind: "Type",
      about: "Plan or business",
      status: "Status",
      email: "Emails",
    },
    delivery: { pending: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" },
    tableCaption: "Inquiries, newest first",
    shownCount: "{count} shown",
    loadMore: "Load more",
    loadingMore: "Loading…",
    refresh: "Refresh",
    updatedAt: "Updated {time}",
    emptyTitle: "No inquiries yet",
    emptyText: "Messages and requests sent from the website will appear here.",
    noMatchesTitle: "No inquiries match these filters",
    noMatchesText: "Try another search or clear the filters.",
    errorTitle: "The inquiries could not be loaded",
    retry: "Try again",
  },
  notFound: {
    heading: "Page not found",
    text: "The admin area has no page at this address.",
    link: "Go to maintenance inquiries",
  },
};
