export declare const TURNSTILE_TEST_KEYS: {
  siteKeyPasses: string;
  dummyToken: string;
  secretPasses: string;
  secretFails: string;
  secretSpent: string;
};

export interface TurnstileStandIn {
  /** The siteverify address to give as `TURNSTILE_VERIFY_URL`. */
  url: string;
  /** What each verification sent: the form's fields. */
  requests: { secret: string; response: string; remoteip: string | undefined }[];
  stop: () => Promise<void>;
}

export function startTurnstileStandIn(): Promise<TurnstileStandIn>;
